/**
 * Container ids, `<CC>|<kind>|<key>` (design.md §6): opaque to callers, but documented and stable, so a container
 * saved by an integration still works after a restart. Kinds: `A` an address (key: the point id), `S` a street
 * (`<city>~<street>` keys, then `~<region code>` when the city has one), `P` a postcode (its key), `L` a locality
 * (`<city>~<region code>`). Spaces of a city key
 * are written `_`, since keys hold only lower-case letters, digits and spaces.
 */
export type Container =
  | { country: string; kind: 'A'; id: string }
  | { country: string; kind: 'S'; cityKey: string; streetKey: string; regionCode: string }
  | { country: string; kind: 'P'; postcodeKey: string }
  | { country: string; kind: 'L'; cityKey: string; regionCode: string };

const encodeKey = (key: string) => key.replace(/ /g, '_');
const decodeKey = (key: string) => key.replace(/_/g, ' ');

export function formatContainer(container: Container): string {
  const prefix = `${container.country}|${container.kind}|`;
  switch (container.kind) {
    case 'A':
      return prefix + container.id;
    case 'S': {
      const street = `${prefix}${encodeKey(container.cityKey)}~${container.streetKey}`;
      return container.regionCode ? `${street}~${container.regionCode}` : street;
    }
    case 'P':
      return prefix + container.postcodeKey;
    case 'L':
      return `${prefix}${encodeKey(container.cityKey)}~${container.regionCode}`;
  }
}

const GRAMMAR = /^([A-Z]{2})\|([ASPL])\|(.+)$/;
const KEY = /^[\p{Ll}\p{N}_]+$/u;
const REGION = /^[\p{Lu}\p{N}]{0,6}$/u;

/** The container, or undefined when the text is not one find could have returned. */
export function parseContainer(text: string): Container | undefined {
  const match = GRAMMAR.exec(text.trim());
  if (!match) return undefined;
  const [, country, kind, key] = match as unknown as [string, string, Container['kind'], string];
  switch (kind) {
    case 'A':
      return /^[\w-]{1,64}$/.test(key) ? { country, kind, id: key } : undefined;
    case 'P':
      return /^[\p{Lu}\p{N}]{1,12}$/u.test(key) ? { country, kind, postcodeKey: key } : undefined;
    case 'S': {
      const [city, street, region = '', ...rest] = key.split('~');
      if (rest.length > 0 || !city || !street || !KEY.test(city) || !KEY.test(street) || !REGION.test(region))
        return undefined;
      return { country, kind, cityKey: decodeKey(city), streetKey: street, regionCode: region };
    }
    case 'L': {
      const [city, region = '', ...rest] = key.split('~');
      if (rest.length > 0 || !city || !KEY.test(city) || !REGION.test(region)) return undefined;
      return { country, kind, cityKey: decodeKey(city), regionCode: region };
    }
  }
}
