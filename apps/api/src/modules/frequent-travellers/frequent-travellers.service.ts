import {
  EMPTY_BIRTHDAY,
  GENDERS,
  MAX_FREQUENT_TRAVELLERS,
  isEmptyBirthday,
  type FrequentTraveller,
  type Gender,
  type SaveFrequentTravellerBody,
} from '@travel/contracts/frequent-travellers';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import {
  countTravellersOfUser,
  deleteTravellerOfUser,
  findAccountHolder,
  findTravellersOfUser,
  insertTraveller,
  lockOwner,
  updateTravellerOfUser,
  type TravellerFields,
  type TravellerRow,
} from './frequent-travellers.repository';

/** UTC+14 is the furthest ahead any place on Earth is; "today" there is the latest real birthday. */
const EARLIEST_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000;

const isGender = (value: string | null): value is Gender =>
  value !== null && (GENDERS as readonly string[]).includes(value);

const toTraveller = (row: TravellerRow): FrequentTraveller => ({
  id: row.id,
  firstName: row.firstName,
  middleName: row.middleName,
  lastName: row.lastName,
  birthday: row.birthday ?? EMPTY_BIRTHDAY,
  gender: isGender(row.gender) ? row.gender : null,
  phoneNumber: row.phoneNumber,
});

/**
 * The body is the whole traveller form: optional fields that are omitted or blank are saved
 * empty. A birthday must not be later than today anywhere on Earth.
 */
function fieldsOf(body: SaveFrequentTravellerBody, now: Date): TravellerFields {
  const birthday = isEmptyBirthday(body.birthDay) ? null : (body.birthDay ?? null);
  if (birthday) {
    const latest = new Date(now.getTime() + EARLIEST_ZONE_AHEAD_MS).toISOString().slice(0, 10);
    if (birthday > latest) {
      throw new AppError('parameterValidationFailed', {
        msg: 'parameter validation failed: birthDay must not be in the future',
        issues: [{ path: 'body.birthDay', message: 'must not be in the future' }],
      });
    }
  }
  return {
    firstName: body.firstName,
    middleName: body.middleName ?? '',
    lastName: body.lastName,
    birthday,
    gender: body.gender || null,
    phoneNumber: body.phoneNumber || null,
  };
}

/**
 * The user's saved travellers; with `includeSelf`, the account holder first, from their profile
 * (issue 13 §2: a signed-in traveller books themselves without typing their details again).
 */
export async function listTravellers(
  ctx: AppContext,
  userId: string,
  includeSelf = false,
): Promise<FrequentTraveller[]> {
  const [holder, rows] = await Promise.all([
    includeSelf ? findAccountHolder(ctx.db, userId) : undefined,
    findTravellersOfUser(ctx.db, userId),
  ]);
  const saved = rows.map(toTraveller);
  return holder ? [{ ...toTraveller(holder), self: true }, ...saved] : saved;
}

/** Adds a traveller (no `id`) or updates one of the user's own (with `id`). */
export async function saveTraveller(
  ctx: AppContext,
  userId: string,
  body: SaveFrequentTravellerBody,
): Promise<FrequentTraveller> {
  const now = ctx.now();
  const fields = fieldsOf(body, now);
  if (body.id) {
    const row = await updateTravellerOfUser(ctx.db, userId, body.id, fields);
    // Unknown and another user's traveller look the same: nothing to update here.
    if (!row) throw new AppError('frequentUserUpdateFailed', { status: 404 });
    return toTraveller(row);
  }
  return ctx.db.transaction(async (tx) => {
    // A token can outlive its account; without the owner there is no one to save for.
    if (!(await lockOwner(tx, userId))) throw new AppError('unlogin');
    if ((await countTravellersOfUser(tx, userId)) >= MAX_FREQUENT_TRAVELLERS) {
      throw new AppError('frequentUserAddFailed', {
        msg: `You can save at most ${MAX_FREQUENT_TRAVELLERS} travellers. Delete one to add another.`,
      });
    }
    return toTraveller(await insertTraveller(tx, userId, fields, now));
  });
}

export async function deleteTraveller(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await deleteTravellerOfUser(ctx.db, userId, id))) {
    throw new AppError('frequentUserDeleteFailed');
  }
}
