import { Fragment } from 'react';
import type { RecordRef } from '../../contract/record-ref';
import { RecordName } from './RecordName';

/** Records named within a sentence, "Jane Doe, Jane Do and J. Doe", each a link to its page while it is stored. */
export function RecordNameSeries({ records }: { records: readonly RecordRef[] }) {
  return records.map((record, index) => (
    <Fragment key={record.id}>
      {index === 0 ? '' : index === records.length - 1 ? ' and ' : ', '}
      <RecordName record={record} layout="name" />
    </Fragment>
  ));
}
