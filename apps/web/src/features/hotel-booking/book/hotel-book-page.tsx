import { useRef, useState } from 'react';
import { Anchor, Button, Container, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconBedOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { HotelRule } from '@travel/contracts/hotels';
import { ErrorBox } from '../../../components/error-box';
import { EmptyState, LoadingState } from '../../../components/page-states';
import { isApiError } from '../../../lib/error-message';
import { hotelDetailPath, stayBody, stayFromParams } from '../../../lib/hotel-stay';
import { usePageTitle } from '../../../lib/use-page-title';
import { getHotelRule, useHotelRule } from '../api/hotel-rule';
import { PriceChangedDialog } from '../components/price-changed-dialog';
import { useHotelBookSubmit } from '../lib/use-hotel-book-submit';
import { BookForm } from './book-form';

interface PriceQuestion {
  previousTotal: number;
  rule: HotelRule;
  answer: (accepted: boolean) => void;
}

/**
 * /hotel/{id}/book?checkin&checkout&rooms&adults[&children]&room={roomCode} (spec part 2 §2,
 * HotelBook): prices the chosen room with SearchHotelRuleNew, then the booking form. A sold-out
 * room says so and links back to the hotel; a changed price asks before booking.
 */
export function HotelBookPage() {
  const { t } = useTranslation('hotel-booking');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const roomCode = params.get('room')?.trim() ?? '';
  const stay = stayFromParams(params);
  const ruleBody = roomCode ? { hotelId: id, roomCode, ...stayBody(stay) } : null;
  const ruleQuery = useHotelRule(ruleBody);
  const { submit, submitting, unpaid } = useHotelBookSubmit();
  const [accepted, setAccepted] = useState<HotelRule | null>(null);
  const [soldOut, setSoldOut] = useState(false);
  const [question, setQuestion] = useState<PriceQuestion | null>(null);
  const questionRef = useRef(question);
  questionRef.current = question;
  usePageTitle(t('book.title'));

  const hotelPath = `${hotelDetailPath(id, stay)}#rooms`;
  if (!roomCode) return <Navigate to={hotelPath} replace />;

  const rule = accepted ?? ruleQuery.data;

  const onPriceChanged = async (previousTotal: number, next: HotelRule | null) => {
    let priced = next;
    if (!priced && ruleBody) {
      try {
        priced = await getHotelRule(ruleBody);
      } catch (error) {
        if (isApiError(error, 1050)) setSoldOut(true);
        return null;
      }
    }
    if (!priced) return null;
    const newRule = priced;
    const ok = await new Promise<boolean>((resolve) =>
      setQuestion({ previousTotal, rule: newRule, answer: resolve }),
    );
    setQuestion(null);
    if (!ok) {
      // The old price is gone: back to the rooms rather than a form showing it.
      void navigate(hotelPath);
      return null;
    }
    setAccepted(newRule);
    return newRule;
  };

  const body = () => {
    if (soldOut || isApiError(ruleQuery.error, 1050)) {
      return (
        <EmptyState
          icon={<IconBedOff size={26} />}
          title={t('book.soldOutTitle')}
          text={t('book.soldOutText')}
          action={
            <Button component={Link} to={hotelPath}>
              {t('book.otherRooms')}
            </Button>
          }
        />
      );
    }
    if (ruleQuery.isPending && !rule) return <LoadingState rows={8} />;
    if (!rule) {
      return (
        <Stack gap="md">
          <ErrorBox
            error={ruleQuery.error}
            ns="hotel-booking"
            onRetry={() => void ruleQuery.refetch()}
          />
          <Button component={Link} to={hotelPath} variant="default" w="fit-content">
            {t('book.otherRooms')}
          </Button>
        </Stack>
      );
    }
    return (
      <BookForm
        rule={rule}
        hotelId={id}
        submitting={submitting}
        unpaid={unpaid}
        onSubmit={submit}
        onPriceChanged={onPriceChanged}
        onSoldOut={() => setSoldOut(true)}
      />
    );
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={hotelPath} size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: -2 }} />{' '}
          {t('book.backToRooms')}
        </Anchor>
        <Title order={1}>{t('book.title')}</Title>
        {body()}
      </Stack>
      <PriceChangedDialog
        opened={question !== null}
        previousTotal={question?.previousTotal ?? 0}
        total={question?.rule.rate.total ?? 0}
        onAccept={() => questionRef.current?.answer(true)}
        onDecline={() => questionRef.current?.answer(false)}
      />
    </Container>
  );
}
