import Type, { type Static } from 'typebox';
import { StringEnum } from './string-enum';

export const IndexBuildReport = Type.Object(
  {
    objectName: Type.String({ description: 'The record type whose match index is or was built' }),
    status: StringEnum(['BUILDING', 'COMPLETED'], {
      description:
        'BUILDING: searches of the type still use the configuration from before the change; COMPLETED: the change applies',
    }),
    done: Type.Integer({ description: 'Records indexed so far' }),
    total: Type.Integer({ description: 'Records to index (those created meanwhile are added)' }),
    startedAt: Type.String({ format: 'date-time' }),
    finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    error: Type.Union([Type.String(), Type.Null()], {
      description: 'The last error met by a running build, which is retried',
    }),
  },
  { title: 'IndexBuildReport' },
);
export type IndexBuildReport = Static<typeof IndexBuildReport>;

export const IndexBuildList = Type.Object(
  { indexBuilds: Type.Array(IndexBuildReport) },
  { title: 'IndexBuildList' },
);
export type IndexBuildList = Static<typeof IndexBuildList>;
