/**
 * Prints, as markdown, how far the bundled address reference data covers each country; its output is the coverage
 * section of docs/address-coverage.md.
 */
import { referenceCoverage, type CoverageLevel } from '../src/service/address/reference/coverage';

const rows = referenceCoverage();
const levels: CoverageLevel[] = [
  'postcode areas + places',
  'places + postcode format',
  'places',
  'postcode format only',
  'country only',
];
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const cell = (value: string | number) => String(value).replace(/\|/g, '\\|');

const lines = [
  '| Level | Countries | Places | With region |',
  '| --- | ---: | ---: | ---: |',
  ...levels.map((level) => {
    const ofLevel = rows.filter((row) => row.level === level);
    const places = sum(ofLevel.map((row) => row.places));
    const withRegion = sum(ofLevel.map((row) => row.placesWithRegion));
    return `| ${level} | ${ofLevel.length} | ${places} | ${withRegion} |`;
  }),
  `| **all** | ${rows.length} | ${sum(rows.map((row) => row.places))} | ${sum(rows.map((row) => row.placesWithRegion))} |`,
  '',
  '| Code | Country | Regions | Postcode format | Places | With region | Postcode areas | Level |',
  '| --- | --- | ---: | --- | ---: | ---: | ---: | --- |',
  ...rows
    .map((row) =>
      [
        row.code,
        cell(row.name),
        row.regions,
        row.hasPostcodePattern ? 'yes' : '',
        row.places,
        row.placesWithRegion,
        row.postcodeAreas,
        row.level,
      ].join(' | '),
    )
    .map((line) => `| ${line} |`),
];
console.log(lines.join('\n'));
