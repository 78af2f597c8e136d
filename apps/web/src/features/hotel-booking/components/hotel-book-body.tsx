import { useRef, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconBedOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from '../../../lib/router';
import type { HotelRule, HotelRuleBody } from '@travel/contracts/hotels';
import { ErrorBox } from '../../../components/error-box';
import { EmptyState } from '../../../components/page-states';
import { isApiError } from '../../../lib/error-message';
import { getHotelRule } from '../api/hotel-rule';
import { PriceChangedDialog } from '../../../components/price-changed-dialog';
import { useHotelBookSubmit } from '../lib/use-hotel-book-submit';
import { BookForm } from './book-form';
import { BookSkeleton } from './book-skeleton';
import { ERRORS } from '@travel/contracts/errors';

interface PriceQuestion {
  previousTotal: number;
  rule: HotelRule;
  answer: (accepted: boolean) => void;
}

/**
 * What /hotel/{id}/book shows under its heading: the booking form once the room is priced, or
 * why it cannot be booked. A sold-out room says so and links back to the hotel; a changed price
 * asks before booking.
 */
export function HotelBookBody({
  hotelId,
  ruleBody,
  ruleQuery,
  hotelPath,
}: {
  hotelId: string;
  ruleBody: HotelRuleBody;
  ruleQuery: UseQueryResult<HotelRule>;
  /** The hotel's rooms for the same stay. */
  hotelPath: string;
}) {
  const { t } = useTranslation('hotel-booking');
  const navigate = useNavigate();
  const { submit, submitting, unpaid } = useHotelBookSubmit();
  const [accepted, setAccepted] = useState<HotelRule | null>(null);
  const [soldOut, setSoldOut] = useState(false);
  const [question, setQuestion] = useState<PriceQuestion | null>(null);
  const questionRef = useRef(question);
  questionRef.current = question;

  const rule = accepted ?? ruleQuery.data;

  const onPriceChanged = async (previousTotal: number, next: HotelRule | null) => {
    let priced = next;
    if (!priced) {
      try {
        priced = await getHotelRule(ruleBody);
      } catch (error) {
        if (isApiError(error, ERRORS.priceNoLongerAvailable.code)) setSoldOut(true);
        return null;
      }
    }
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
    if (soldOut || isApiError(ruleQuery.error, ERRORS.priceNoLongerAvailable.code)) {
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
    if (ruleQuery.isPending && !rule) return <BookSkeleton />;
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
        hotelId={hotelId}
        submitting={submitting}
        unpaid={unpaid}
        onSubmit={submit}
        onPriceChanged={onPriceChanged}
        onSoldOut={() => setSoldOut(true)}
      />
    );
  };

  return (
    <>
      {body()}
      <PriceChangedDialog
        ns="hotel-booking"
        opened={question !== null}
        previousTotal={question?.previousTotal ?? 0}
        total={question?.rule.rate.total ?? 0}
        onAccept={() => questionRef.current?.answer(true)}
        onDecline={() => questionRef.current?.answer(false)}
      />
    </>
  );
}
