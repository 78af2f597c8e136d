import { Fragment } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { AirSeat, SeatMapResponse } from '@travel/contracts/seat-services';
import { holderOf, offerFor, positionKeys, seatState, type SeatState } from './seat-rules';
import { useMoneyText } from '../../../lib/use-money-text';
import classes from './seat-grid.module.css';

const SEAT = '36px';
const AISLE = '18px';
const ROW_LABEL = '28px';

interface SeatGridProps {
  response: SeatMapResponse;
  /** This flight's choices: passenger key → seat number. */
  choices: Readonly<Record<string, string>>;
  active: string;
  onToggle: (seat: AirSeat) => void;
}

/**
 * One flight's cabin, row by row, with the aisles where the aircraft has them. Every seat is a
 * button named like "Seat 12A, window, $25"; taken seats and seats of other passengers are
 * disabled, so the keyboard only stops where a choice is possible.
 */
export function SeatGrid({ response, choices, active, onToggle }: SeatGridProps) {
  const { t } = useTranslation('seat-picker');
  const money = useMoneyText();
  const { columns, airRows } = response.SeatMapDetails;
  const template = [
    ROW_LABEL,
    ...columns.flatMap((c) => (c.aisleAfter ? [SEAT, AISLE] : [SEAT])),
  ].join(' ');
  const numberOf = (key: string) =>
    response.TravelerIdentifiers.findIndex((p) => p.PassengerKey === key) + 1;
  const nameOf = (key: string) =>
    response.TravelerIdentifiers.find((p) => p.PassengerKey === key)?.name ?? key;

  const label = (seat: AirSeat, state: SeatState): string => {
    const seatNumber = seat.seatNumber;
    if (state === 'unavailable') return t('seat.unavailable', { seat: seatNumber });
    const holder = holderOf(choices, seatNumber);
    if (state === 'other') return t('seat.other', { seat: seatNumber, name: nameOf(holder ?? '') });
    const item = offerFor(seat, active);
    const position = positionKeys(seat.seatCharacteristics)
      .map((key) => t(`position.${key}`))
      .join(', ');
    const price = item && item.TotalPrice > 0 ? money(item.TotalPrice) : t('seat.free');
    const base = t('seat.label', { seat: seatNumber, position, price });
    return state === 'mine' ? t('seat.mine', { label: base, name: nameOf(active) }) : base;
  };

  return (
    <div className={classes.scroller} role="group" aria-label={t('cabinMap')}>
      <div className={classes.cabin}>
        <div className={classes.row} style={{ gridTemplateColumns: template }} aria-hidden="true">
          <span />
          {columns.map((c) => (
            <Fragment key={c.letter}>
              <span className={classes.rowNumber}>{c.letter}</span>
              {c.aisleAfter ? <span className={classes.aisle} /> : null}
            </Fragment>
          ))}
        </div>
        {airRows.map((row) => (
          <div
            key={row.rowNumber}
            className={`${classes.row} ${row.isExitRowPosition ? classes.exitRow : ''}`}
            style={{ gridTemplateColumns: template }}
          >
            <span className={classes.rowNumber} aria-hidden="true">
              {row.rowNumber}
            </span>
            {row.airSeats.map((seat, i) => {
              const state = seatState(seat, choices, active);
              const holder = holderOf(choices, seat.seatNumber);
              const item = offerFor(seat, active);
              const text = seat.seatNumber.slice(-1);
              const seatLabel = label(seat, state);
              return (
                <Fragment key={seat.seatNumber}>
                  <button
                    type="button"
                    className={classes.seat}
                    data-state={state}
                    data-paid={Boolean(item && item.TotalPrice > 0)}
                    aria-label={seatLabel}
                    title={seatLabel}
                    aria-pressed={state === 'mine'}
                    disabled={state === 'unavailable' || state === 'other'}
                    onClick={() => onToggle(seat)}
                  >
                    {holder ? numberOf(holder) : text}
                  </button>
                  {columns[i]?.aisleAfter ? <span className={classes.aisle} /> : null}
                </Fragment>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
