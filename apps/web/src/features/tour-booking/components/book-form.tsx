import { lazy, Suspense, useMemo, useRef } from 'react';
import { Box, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { checkRooms, type RoomSetting } from '@travel/contracts/tour-rooms';
import type { TourKind } from '@travel/contracts/tours';
import type { TourDeparture, TourInfo } from '@travel/contracts/tours-detail';
import { ROLE, isAgentType } from '@travel/contracts/roles';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { preloadSelect } from '../../../components/lazy-select/lazy-select';
import { useShowsNetPrices } from '../../../lib/client-view';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useTranslation } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { useLightForm } from '../../../lib/use-light-form';
import { useLowerSections } from '../../../lib/use-lower-sections';
// Straight from their modules, not the folder's index: the room mix hint (detail page only)
// stays out of this page's chunks.
import { roomContextOf } from '../../../products/tour/rooms/room-context';
import { RoomSettings } from '../../../products/tour/rooms/room-settings';
import { tourLanOf } from '../../../products/tour/tour-fetch';
import { usePriceBooking, type PriceRequest } from '../api/tour-booking';
import { bookPath } from '../lib/book-kind';
import { readDraft, writeDraft } from '../lib/book-draft';
import { formatRooms } from '../lib/book-query';
import { initialValues, syncTourists, type TourBookValues } from '../lib/book-values';
import { BookingSummary } from './booking-summary';
import { COLUMNS, COLUMNS_DISPLAY, SUMMARY_STICKY } from './book-columns';
import { LeaveGuard } from './leave-guard';
import { TouristFields } from './tourist-fields';
import { summaryPriceOf } from '../lib/summary-price';

// Below the first screen, or for agents only: their own chunks (issue 14 §5, first-load script).
// The lower sections load on the form's first focus or when scrolled near.
const loadLower = () => import('./book-form-lower');
const BookFormLower = lazy(loadLower);
// The form's rules load on its first focus (or at the submit), not with the page.
const loadRules = () => import('../lib/validate-tour-booking');
const AgentBookFor = lazy(async () => ({
  default: (await import('./agent-book-for')).AgentBookFor,
}));

/**
 * Where the lower sections will be, until they are: at least a screen high, so the submit button
 * stays below the viewport and nothing the traveller sees moves when they take its place.
 */
function LowerFrame({ frameRef }: { frameRef?: (element: HTMLElement | null) => void }) {
  return <div ref={frameRef} style={{ minHeight: '100vh' }} />;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * /tour/book/{id} and /Cruise/book/{id}: room settings, tourist and contact information, flights,
 * the insurance choice and the terms (spec part 2 §2–§6), the price of the rooms now beside them;
 * agents choose whom they book for. Valid values go to the confirm page (through the tab's
 * session storage); leaving with something typed asks first.
 */
export function BookForm({
  kind,
  info,
  departure,
  start,
}: {
  kind: TourKind;
  info: TourInfo;
  departure: TourDeparture;
  /** Rooms and cabin from the detail page's link. */
  start: { rooms: RoomSetting[]; cabin: string; guarantee: boolean };
}) {
  const { t } = useTranslation('tour-booking');
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const session = useSession();
  const role = session?.user.role;
  const showsNet = useShowsNetPrices();
  const lan = tourLanOf(useLanguage());
  const root = useRef<HTMLFormElement>(null);
  const lower = useLowerSections();
  const draft = useMemo(() => {
    const stored = readDraft(kind, info.TourID);
    return stored?.departure.packageID === departure.id ? stored : null;
  }, [kind, info.TourID, departure.id]);

  // The shared light form state, not Mantine's useForm (6.4 KB br of the page's first load).
  const form = useLightForm<TourBookValues>(
    () =>
      draft?.values ??
      initialValues(start.rooms, start.cabin, start.guarantee, session?.user.email ?? ''),
  );
  const { values } = form;
  const ctx = roomContextOf(info, departure, values.cabin);
  const roomsValid =
    checkRooms(ctx, values.rooms).length === 0 && (!info.cruise || values.cabin !== '');
  const request: PriceRequest | null = roomsValid
    ? {
        tourid: info.TourID,
        packageID: departure.id,
        cttq: departure.date,
        rooms: values.rooms,
        ...(info.cruise ? { cabin: values.cabin, guarantee: values.guarantee } : {}),
        Lan: lan,
      }
    : null;
  const price = usePriceBooking(kind, request);
  const word = info.cruise ? 'cabin' : ctx.kind === 'one-day' ? 'group' : 'room';
  const roomIndex = new Map(values.rooms.map((room, index) => [room.key, index + 1]));
  const roomName = (key: string) => t(`rooms.${word}`, { n: roomIndex.get(key) ?? key });

  const setRooms = (rooms: RoomSetting[]) => {
    form.setFieldValue('rooms', rooms);
    form.setFieldValue('tourists', syncTourists(rooms, form.getValues().tourists));
    form.clearFieldError('rooms');
    // The link stays shareable and a reload keeps the rooms (the detail page reads the same).
    setParams(
      (params) => {
        params.set('rooms', formatRooms(rooms));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const submit = async () => {
    // Errors of the lower sections show once they are there (a submit before any focus or scroll).
    lower.show();
    // A failed fetch (offline a moment) leaves the form as it is; the next submit tries again.
    const rules = await loadRules().catch(() => null);
    if (!rules) return;
    const { problemMessages, validateTourBooking } = rules;
    const problems = validateTourBooking(form.getValues(), {
      departDate: departure.date,
      roomContext: ctx,
      bookForRole: role === ROLE.agent ? 'agent' : role === ROLE.subagent ? 'subagent' : null,
      today: today(),
    });
    if (Object.keys(problems).length > 0 || !price.data) {
      form.setErrors(problemMessages(problems, t));
      focusFirstInvalid(root.current);
      return;
    }
    writeDraft({
      kind,
      id: info.TourID,
      departure: { tourid: info.TourID, packageID: departure.id, cttq: departure.date },
      values: form.getValues(),
      expectedTotal: price.data.total,
    });
    void navigate(`${bookPath(kind, info.TourID)}/confirm`);
  };

  return (
    <form
      ref={root}
      noValidate
      onFocus={() => {
        // The first focus: the dropdowns and the lower sections start loading.
        void preloadSelect();
        void loadRules().catch(() => undefined);
        if (!lower.shown) {
          void loadLower();
          lower.show();
        }
      }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <LeaveGuard
        dirty={form.isDirty()}
        allow={(path) =>
          path.toLowerCase().startsWith(`${bookPath(kind, info.TourID)}/confirm`.toLowerCase())
        }
      />
      {/* The summary first on a phone, beside the form from md (the DOM keeps the form first). */}
      <Box display={COLUMNS_DISPLAY} style={COLUMNS}>
        <Box miw={0}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md">
              <Stack gap="xs">
                <RoomSettings
                  ctx={ctx}
                  rooms={values.rooms}
                  onRooms={setRooms}
                  cabins={info.cruise?.cabins ?? null}
                  cabin={values.cabin}
                  onCabin={(code) => form.setFieldValue('cabin', code)}
                  guarantee={values.guarantee}
                  onGuarantee={(on) => form.setFieldValue('guarantee', on)}
                />
                {form.errors.cabin ? (
                  <Text c="red.8" size="sm" role="alert">
                    {form.errors.cabin}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
            {isAgentType(role) ? (
              <Paper withBorder radius="md" p="md">
                <Suspense fallback={null}>
                  <AgentBookFor form={form} isAgent={role === ROLE.agent} />
                </Suspense>
              </Paper>
            ) : null}
            <Stack gap="sm" component="section" aria-labelledby="tour-tourists-title">
              <Title order={2} size="h4" id="tour-tourists-title">
                {t('tourists.title')}
              </Title>
              <TouristFields form={form} roomName={roomName} />
            </Stack>
            {lower.shown ? (
              <Suspense fallback={<LowerFrame />}>
                <BookFormLower form={form} kind={kind} />
              </Suspense>
            ) : (
              <LowerFrame frameRef={lower.frameRef} />
            )}
            <Button type="submit" size="md" fullWidth={false} disabled={!roomsValid}>
              {t('form.next')}
            </Button>
          </Stack>
        </Box>
        <Box miw={0}>
          <div style={SUMMARY_STICKY}>
            <BookingSummary
              info={info}
              departure={departure}
              {...summaryPriceOf(price)}
              showsNet={showsNet}
              roomLabel={roomName}
            />
          </div>
        </Box>
      </Box>
    </form>
  );
}
