import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../storage/schema';
import { readAddressDataVersion } from './address-data-version';
import type { AddressPointRow } from './address-point';
import { numbersStartingWith } from './house-number-prefix';

/** How many addresses a drill-down into one street or postcode lists at most. */
export const LIST_LIMIT = 100;

/** A house number typed inside a street or postcode, and its addition ("12a" → 12, "A"). */
export interface TypedNumber {
  number: number;
  addition: string;
}

type PointQuery = SelectQueryBuilder<Database, 'address_points', AddressPointRow>;
type PointExpressions = ExpressionBuilder<Database, 'address_points'>;

/** Addresses at the number or in a range that covers it ("6-8" holds 7). */
const atNumber = (eb: PointExpressions, number: number) =>
  eb.or([
    eb('number_value', '=', number),
    eb.and([eb('number_value', '<', number), eb('number_to', '>=', number)]),
  ]);

/** The order of a listing: by number, then addition and unit as SQLite sorts text (by code unit). */
function byNumber(a: AddressPointRow, b: AddressPointRow): number {
  return (
    (a.number_value ?? -Infinity) - (b.number_value ?? -Infinity) ||
    compareText(a.addition, b.addition) ||
    compareText(a.unit, b.unit)
  );
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A listing narrowed by a typed number before it is capped, so the 1,999th number of a street is as reachable as
 * the first: the number itself (its typed addition first), then the numbers its digits begin, then the ranges
 * that cover it.
 */
function narrowedByNumber(query: PointQuery, typed: TypedNumber | undefined): PointQuery {
  if (!typed) return query;
  const { number, addition } = typed;
  return query
    .where((eb) =>
      eb.or([
        atNumber(eb, number),
        ...numbersStartingWith(number).map(([from, to]) => eb.between('number_value', from, to)),
      ]),
    )
    .orderBy((eb) =>
      eb
        .case()
        .when(eb.and([eb('number_value', '=', number), eb('addition', '=', addition)]))
        .then(0)
        .when('number_value', '=', number)
        .then(1)
        .when('number_value', '>', number)
        .then(2)
        .else(3)
        .end(),
    );
}

/**
 * Which stored rows make up one street of the index: a city's street, narrowed to the region codes its rows
 * carry, so Main Street of Springfield MA is not read for Springfield IL.
 */
export interface StreetRef {
  country: string;
  cityKey: string;
  streetKey: string;
  storedRegions: readonly string[];
}

/** The condition a street's stored rows meet, for the built queries and the one written as SQL alike. */
const rowsOf = (street: StreetRef) =>
  sql<boolean>`(country = ${street.country} and street_key = ${street.streetKey}
    and city_key = ${street.cityKey} and region_code in (${sql.join(street.storedRegions)}))`;

/** One street of one city in one postcode, with how many addresses it holds there and their centre. */
export interface StreetPostcodeGroup {
  country: string;
  city_key: string;
  street_key: string;
  postcode_key: string;
  city: string;
  street: string;
  region_code: string;
  region: string;
  postcode: string;
  addresses: number;
  /** How many of them have coordinates (the centre is theirs); all of them when not given. */
  located?: number;
  latitude: number | null;
  longitude: number | null;
}

/** Reads of the imported addresses; writes come only from the import (address-point-writer.ts). */
export class AddressPointStore {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** Changes whenever an import wrote, so every service process knows to rebuild what it derived. */
  async dataVersion(): Promise<string> {
    return readAddressDataVersion(this.db);
  }

  /**
   * Every street × postcode with its size, per spelling of the street's name ("Geschwister-Scholl-Straße" and
   * "Geschwister Schollstraße" share a key): the input of the in-memory street index.
   */
  async streetPostcodeGroups(): Promise<StreetPostcodeGroup[]> {
    const rows = await this.db
      .selectFrom('address_points')
      .select((eb) => [
        'country',
        'city_key',
        'street_key',
        'postcode_key',
        'region_code',
        'street',
        eb.fn.min<string>('city').as('city'),
        eb.fn.max<string>('region').as('region'),
        eb.fn.min<string>('postcode').as('postcode'),
        eb.fn.countAll<number>().as('addresses'),
        eb.fn.count<number>('latitude').as('located'),
        eb.fn.avg<number | null>('latitude').as('latitude'),
        eb.fn.avg<number | null>('longitude').as('longitude'),
      ])
      .groupBy(['country', 'city_key', 'street_key', 'postcode_key', 'region_code', 'street'])
      .execute();
    return rows.map((row) => ({
      ...row,
      addresses: Number(row.addresses),
      located: Number(row.located),
      latitude: row.latitude === null ? null : Number(row.latitude),
      longitude: row.longitude === null ? null : Number(row.longitude),
    }));
  }

  async pointById(id: string): Promise<AddressPointRow | undefined> {
    return this.db.selectFrom('address_points').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The addresses of one street of one city at a house number: the number itself, or a range that covers it. */
  async pointsOnStreet(street: StreetRef, number: number): Promise<AddressPointRow[]> {
    // Two lookups, not one with `or`: SQLite then reads the number and the ranges reaching it by their indexes,
    // where the `or` made it read every number of the street. Sorted here: the few rows of one number cost more
    // to sort in SQLite's temporary trees than the lookup itself. Written as SQL rather than built: every validation
    // and typed number runs it, and building and compiling the query anew each time was a tenth of a validation.
    const onStreet = rowsOf(street);
    const { rows } = await sql<AddressPointRow>`
      select * from address_points where ${onStreet} and number_value = ${number}
      union all
      select * from address_points where ${onStreet} and number_to >= ${number} and number_value < ${number}
    `.execute(this.db);
    return rows.sort(byNumber).slice(0, LIST_LIMIT);
  }

  /** What a street container lists: its addresses in number order, a typed number's first. */
  async streetListing(street: StreetRef, typed?: TypedNumber): Promise<AddressPointRow[]> {
    return this.inNumberOrder(narrowedByNumber(this.streetRows(street), typed)).execute();
  }

  private inNumberOrder(query: PointQuery) {
    return query.orderBy('number_value').orderBy('addition').orderBy('unit').limit(LIST_LIMIT);
  }

  /** The closest numbered addresses below and above a number on one street, for placing a number between them. */
  async neighboursOnStreet(
    street: StreetRef,
    number: number,
  ): Promise<{ below?: AddressPointRow; above?: AddressPointRow }> {
    const base = this.streetRows(street).where('latitude', 'is not', null);
    const [below, above] = await Promise.all([
      base.where('number_value', '<', number).orderBy('number_value', 'desc').limit(1).executeTakeFirst(),
      base.where('number_value', '>', number).orderBy('number_value').limit(1).executeTakeFirst(),
    ]);
    return { below, above };
  }

  private streetRows(street: StreetRef) {
    return this.db.selectFrom('address_points').selectAll().where(rowsOf(street));
  }

  /**
   * What a postcode container lists: its addresses by street and number, a typed number's first; only on
   * `streetKeys` when typed words named some of its streets.
   */
  async postcodeListing(
    country: string,
    postcodeKey: string,
    typed?: TypedNumber,
    streetKeys?: readonly string[],
  ): Promise<AddressPointRow[]> {
    if (streetKeys?.length === 0) return [];
    const query = this.db
      .selectFrom('address_points')
      .selectAll()
      .where('country', '=', country)
      .where('postcode_key', '=', postcodeKey);
    return narrowedByNumber(streetKeys ? query.where('street_key', 'in', streetKeys) : query, typed)
      .orderBy('street_key')
      .orderBy('number_value')
      .orderBy('addition')
      .limit(LIST_LIMIT)
      .execute();
  }
}
