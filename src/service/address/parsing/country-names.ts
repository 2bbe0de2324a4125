import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import nl from 'i18n-iso-countries/langs/nl.json' with { type: 'json' };
import { PhraseMap } from './phrase-map';

/**
 * Country names people end an address with ("…, Netherlands", "… United States", "…, Deutschland"), in the
 * languages of the countries the parser knows, with the aliases i18n-iso-countries lists ("USA", "UK").
 */
type Names = Record<string, string | readonly string[]>;

export const COUNTRY_NAMES = new PhraseMap<string>(
  [en, nl, de, fr].flatMap(({ countries }) =>
    Object.entries(countries as Names).flatMap(([code, names]) =>
      (typeof names === 'string' ? [names] : names).map((name): [string, string] => [name, code]),
    ),
  ),
);
