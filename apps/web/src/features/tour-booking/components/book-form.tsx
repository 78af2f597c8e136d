import { useMemo, useRef } from 'react';
import { Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkRooms, type RoomSetting, type TourKind } from '@travel/contracts/tours';
import type { TourDeparture, TourInfo } from '@travel/contracts/tours-detail';
import { ROLE, isAgentType } from '@travel/contracts/roles';
import { useNavigate, useSearchParams } from 'react-router';
import { useShowsNetPrices } from '../../../lib/client-view';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useTranslation } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { RoomSettings, roomContextOf } from '../../../products/tour/rooms';
import { tourLanOf } from '../../../products/tour/tour-fetch';
import { usePriceBooking, type PriceRequest } from '../api/tour-booking';
import { bookPath } from '../lib/book-kind';
import { readDraft, writeDraft } from '../lib/book-draft';
import { formatRooms } from '../lib/book-query';
import { initialValues, syncTourists, type TourBookValues } from '../lib/book-values';
import { problemMessages, validateTourBooking } from '../lib/validate-tour-booking';
import { AgentBookFor } from './agent-book-for';
import { BookingSummary } from './booking-summary';
import { ChoicesSection } from './choices-section';
import { ContactSection } from './contact-section';
import { LeaveGuard } from './leave-guard';
import { TouristFields } from './tourist-fields';
import { summaryPriceOf } from '../lib/summary-price';

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
  const draft = useMemo(() => {
    const stored = readDraft(kind, info.TourID);
    return stored?.departure.packageID === departure.id ? stored : null;
  }, [kind, info.TourID, departure.id]);

  const form = useForm<TourBookValues>({
    initialValues:
      draft?.values ??
      initialValues(start.rooms, start.cabin, start.guarantee, session?.user.email ?? ''),
  });
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

  const submit = () => {
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
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <LeaveGuard
        dirty={form.isDirty()}
        allow={(path) =>
          path.toLowerCase().startsWith(`${bookPath(kind, info.TourID)}/confirm`.toLowerCase())
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
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
                <AgentBookFor form={form} isAgent={role === ROLE.agent} />
              </Paper>
            ) : null}
            <Stack gap="sm" component="section" aria-labelledby="tour-tourists-title">
              <Title order={2} size="h4" id="tour-tourists-title">
                {t('tourists.title')}
              </Title>
              <TouristFields form={form} roomName={roomName} />
            </Stack>
            <Stack gap="sm" component="section" aria-labelledby="tour-contact-title">
              <Title order={2} size="h4" id="tour-contact-title">
                {t('contact.title')}
              </Title>
              <ContactSection form={form} />
            </Stack>
            <Paper withBorder radius="md" p="md">
              <ChoicesSection form={form} kind={kind} />
            </Paper>
            <Button type="submit" size="md" fullWidth={false} disabled={!roomsValid}>
              {t('form.next')}
            </Button>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <div style={{ position: 'sticky', top: 80 }}>
            <BookingSummary
              info={info}
              departure={departure}
              {...summaryPriceOf(price)}
              showsNet={showsNet}
              roomLabel={roomName}
            />
          </div>
        </Grid.Col>
      </Grid>
    </form>
  );
}
