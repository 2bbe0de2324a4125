import { Fragment } from 'react';

/** Text that may wrap after `@`, `.`, `/` and `_`, so addresses, web sites and method names break where a reader expects. */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split(/(?<=[@./_])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
