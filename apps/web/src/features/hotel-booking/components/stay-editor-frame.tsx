import { useId, type ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { COUNTER_LIMITS } from '@travel/contracts/constants';
import type { Stay } from '../../../products/hotel/hotel-stay';
import { withCount, type Party, type PartyField } from '../lib/stay-party';

/** A field of the stay editor, as the frame and the editor both name them. */
export type StayField = 'dates' | PartyField;

/** What the traveller did on the frame, for the editor to carry on with once it is there. */
export interface StayEditorStart {
  /** The field (or the apply button) to focus. */
  target: StayField | 'apply';
  /** A click or Enter: open the date picker, or apply. Focus alone only moves the focus. */
  activate: boolean;
}

/**
 * Mantine's class names for the parts of DatePickerInput and NumberInput the frame draws (9.x;
 * stay-editor-frame.test.tsx compares the frame's markup with the editor's, so an upgrade that
 * renames them fails there, not on screen).
 */
const CLASS = {
  wrapperRoot: 'm_46b77525 mantine-InputWrapper-root',
  label: 'm_8fdc1311 mantine-InputWrapper-label',
  inputWrapper: 'm_6c018570 mantine-Input-wrapper',
  section: 'm_82577fc2 mantine-Input-section',
  input: 'm_8fb7ebe7 mantine-Input-input',
  buttonInput: 'm_6fa5e2aa',
  numberRoot: 'm_e2f5cd4e',
  controls: 'm_95e17d22 mantine-NumberInput-controls',
  control:
    'mantine-focus-auto m_80b4b171 mantine-NumberInput-control m_87cf2631 mantine-UnstyledButton-root',
} as const;

const CHEVRON_PATH =
  'M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z';

function Chevron({ up }: { up: boolean }) {
  return (
    <svg
      style={{
        width: 'var(--ni-chevron-size)',
        height: 'var(--ni-chevron-size)',
        ...(up ? { transform: 'rotate(180deg)' } : {}),
      }}
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path d={CHEVRON_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
    </svg>
  );
}

/** "20300610" as DatePickerInput writes it with DATE_FORMAT (MM/DD/YYYY). */
const dateText = (compact: string) =>
  `${compact.slice(4, 6)}/${compact.slice(6, 8)}/${compact.slice(0, 4)}`;

function Field({
  id,
  label,
  kind,
  style,
  children,
}: {
  id: string;
  label: string;
  kind: 'DatePickerInput' | 'NumberInput';
  style?: React.CSSProperties;
  children: ReactNode;
}) {
  const number = kind === 'NumberInput';
  return (
    <div
      style={style}
      className={`${number ? `${CLASS.numberRoot} ` : ''}${CLASS.wrapperRoot} mantine-${kind}-root`}
      data-size="sm"
    >
      <label
        style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as React.CSSProperties}
        className={`${CLASS.label} mantine-${kind}-label`}
        data-size="sm"
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The stay editor as the traveller first sees it, without its code: the same Mantine markup
 * and classes (so the same boxes, no shift when the editor replaces it), a date button, three
 * number fields and apply, all focusable and labelled. Typing into a number field is kept (the
 * editor starts from `party`); anything else is handed to the editor through `onStart`.
 */
export function StayEditorFrame({
  stay,
  party,
  onParty,
  onIntent,
  onPress,
  onStart,
}: {
  stay: Stay;
  party: Party;
  onParty: (party: Party) => void;
  /** The pointer came over the frame, a finger touched it or the focus entered it. */
  onIntent: () => void;
  /** A pointer went down on the frame: the editor waits for its release to take over. */
  onPress?: () => void;
  onStart: (start: StayEditorStart) => void;
}) {
  const { t } = useTranslation('hotel-booking');
  const base = useId();
  const id = (field: StayField) => `${base}-${field}`;

  const numberField = (field: PartyField) => {
    const limits = COUNTER_LIMITS[field];
    const value = party[field];
    const wrapperStyle = {
      '--input-height': 'var(--input-height-sm)',
      '--input-fz': 'var(--mantine-font-size-sm)',
      '--input-right-section-width': 'var(--ni-right-section-width-sm)',
    } as React.CSSProperties;
    // A chevron pressed before the editor is here steps the count; the editor then takes the field.
    const step = (delta: number) => () => {
      onParty(withCount(party, field, value + delta));
      onStart({ target: field, activate: false });
    };
    return (
      <Field key={field} id={id(field)} label={t(`stay.${field}`)} kind="NumberInput">
        <div
          style={wrapperStyle}
          className={`${CLASS.inputWrapper} mantine-NumberInput-wrapper`}
          data-variant="default"
          data-size="sm"
          data-with-right-section="true"
        >
          <input
            inputMode="decimal"
            className={`${CLASS.input} mantine-NumberInput-input`}
            data-variant="default"
            id={id(field)}
            type="text"
            value={String(value)}
            onChange={(event) => onParty(withCount(party, field, event.currentTarget.value))}
            onFocus={() => onStart({ target: field, activate: false })}
          />
          <div data-position="right" className={`${CLASS.section} mantine-NumberInput-section`}>
            <div
              className={CLASS.controls}
              style={{ '--ni-chevron-size': 'var(--ni-chevron-size-sm)' } as React.CSSProperties}
            >
              {([1, -1] as const).map((direction) => (
                <button
                  key={direction}
                  className={CLASS.control}
                  data-direction={direction > 0 ? 'up' : 'down'}
                  type="button"
                  tabIndex={-1}
                  aria-hidden="true"
                  disabled={direction > 0 ? value >= limits.max : value <= limits.min}
                  onClick={step(direction)}
                >
                  <Chevron up={direction > 0} />
                </button>
              ))}
            </div>
          </div>
        </div>
      </Field>
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={`${base}-title`}
      onPointerEnter={onIntent}
      onPointerDown={onPress}
      onTouchStart={onIntent}
      onFocus={onIntent}
    >
      <Text id={`${base}-title`} fw={700} mb="sm">
        {t('stay.title')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="sm" verticalSpacing="sm">
        <Field
          id={id('dates')}
          label={t('stay.dates')}
          kind="DatePickerInput"
          style={{ gridColumn: 'span 2' }}
        >
          <div
            style={
              {
                '--input-height': 'var(--input-height-sm)',
                '--input-fz': 'var(--mantine-font-size-sm)',
              } as React.CSSProperties
            }
            className={`${CLASS.inputWrapper} mantine-DatePickerInput-wrapper`}
            data-variant="default"
            data-size="sm"
            data-multiline="true"
            data-with-left-section="true"
          >
            <div
              data-position="left"
              className={`${CLASS.section} mantine-DatePickerInput-section`}
            >
              <IconCalendar size={18} aria-hidden="true" />
            </div>
            <button
              className={`${CLASS.buttonInput} ${CLASS.input} mantine-DatePickerInput-input`}
              data-variant="default"
              data-dates-input="true"
              type="button"
              aria-haspopup="dialog"
              aria-expanded="false"
              id={id('dates')}
              onFocus={() => onStart({ target: 'dates', activate: false })}
              onClick={() => onStart({ target: 'dates', activate: true })}
            >
              {dateText(stay.checkIn)} – {dateText(stay.checkOut)}
            </button>
          </div>
        </Field>
        {numberField('rooms')}
        {numberField('adults')}
        {numberField('children')}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button onClick={() => onStart({ target: 'apply', activate: true })}>
          {t('stay.apply')}
        </Button>
      </Group>
    </Paper>
  );
}
