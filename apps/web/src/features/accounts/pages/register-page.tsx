import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useSearchParams } from '../../../lib/router';
import type { LoginData } from '@travel/contracts/accounts';
import { CardPage } from '../../../components/card-page';
import { notifySuccess } from '../../../lib/notify';
import { safeRedirectTarget } from '../../../lib/redirect';
import { startSession } from '../../../lib/session';
import { RegisterForm } from '../components/register-form';

/** /register: the registration screen; the new customer is signed in straight away. */
export function RegisterPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const redirect = params.get('redirect');
  const signInPath = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  const registered = (data: LoginData) => {
    startSession(data);
    notifySuccess(t('register.welcome', { name: data.name }));
    navigate(safeRedirectTarget(redirect, '/account'), { replace: true });
  };

  return (
    <CardPage title={t('register.title')} intro={t('register.intro')} size="md">
      <RegisterForm onRegistered={registered} signInPath={signInPath} />
    </CardPage>
  );
}
