import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Stepper, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { CardPage } from '../../../components/card-page';
import { CodeStep } from '../components/reset/code-step';
import { EmailStep } from '../components/reset/email-step';
import { PasswordStep } from '../components/reset/password-step';

type Progress =
  | { step: 'email' }
  | { step: 'code'; email: string; resendAfter: number }
  | { step: 'password'; email: string; resetToken: string }
  | { step: 'done'; email: string };

const STEP_INDEX: Record<Progress['step'], number> = { email: 0, code: 1, password: 2, done: 3 };

/** /reset-account: email → 6-digit code → new password → back to sign in. */
export function ResetAccountPage() {
  const { t } = useTranslation('accounts');
  const [progress, setProgress] = useState<Progress>({ step: 'email' });
  const email = progress.step === 'email' ? '' : progress.email;

  return (
    <CardPage title={t('reset.title')} intro={t('reset.intro')}>
      <Stepper
        active={STEP_INDEX[progress.step]}
        size="sm"
        iconSize={28}
        // Three steps stay on one line even on a 390 px phone.
        wrap={false}
        styles={{ separator: { marginInline: 'var(--mantine-spacing-xs)' } }}
        allowNextStepsSelect={false}
        aria-label={t('reset.title')}
      >
        <Stepper.Step label={t('reset.steps.email')}>
          <EmailStep
            initialEmail={email}
            onSent={(address, data) =>
              setProgress({ step: 'code', email: address, resendAfter: data.resendAfter })
            }
          />
        </Stepper.Step>
        <Stepper.Step label={t('reset.steps.code')}>
          {progress.step === 'code' ? (
            <CodeStep
              email={progress.email}
              resendAfter={progress.resendAfter}
              onVerified={(resetToken) =>
                setProgress({ step: 'password', email: progress.email, resetToken })
              }
              onChangeEmail={() => setProgress({ step: 'email' })}
            />
          ) : null}
        </Stepper.Step>
        <Stepper.Step label={t('reset.steps.password')}>
          {progress.step === 'password' ? (
            <PasswordStep
              email={progress.email}
              resetToken={progress.resetToken}
              onDone={() => setProgress({ step: 'done', email: progress.email })}
            />
          ) : null}
        </Stepper.Step>
        <Stepper.Completed>
          <Alert
            color="teal"
            icon={<IconCircleCheck aria-hidden />}
            title={t('reset.doneTitle')}
            role="status"
          >
            <Stack gap="sm">
              <Text size="sm">{t('reset.doneText')}</Text>
              <Button component={Link} to="/login" w="fit-content">
                {t('reset.signIn')}
              </Button>
            </Stack>
          </Alert>
        </Stepper.Completed>
      </Stepper>
      {progress.step !== 'done' ? (
        <Anchor component={Link} to="/login" size="sm">
          {t('reset.backToSignIn')}
        </Anchor>
      ) : null}
    </CardPage>
  );
}
