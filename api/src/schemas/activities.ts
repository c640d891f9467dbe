import { Type, type Static } from 'typebox';
import { DateTime, Nullable, OptionalPagination, Uuid } from './common.ts';

export const Activity = Type.Object(
  {
    id: Uuid(),
    date: DateTime(),
    systemId: Nullable(Uuid()),
    localizations: Type.Array(
      Type.Object({
        locale: Type.String(),
        title: Type.String(),
        description: Type.String(),
        location: Nullable(Type.String()),
      }),
    ),
    medias: Type.Array(Type.Object({ media: Type.Object({ path: Type.String() }) })),
  },
  { $id: 'Activity' },
);
export type ActivityT = Static<typeof Activity>;

export const ActivityList = Type.Object({ data: Type.Array(Type.Ref('Activity')), count: Type.Integer() }, { $id: 'ActivityList' });
export const ActivitiesQuery = Type.Object({ ...OptionalPagination });
export const SystemActivitiesQuery = Type.Object({ systemId: Uuid(), ...OptionalPagination });

export const FaqEntry = Type.Object(
  {
    id: Uuid(),
    category: Type.String(),
    sortOrder: Type.Integer(),
    localizations: Type.Array(Type.Object({ locale: Type.String(), question: Type.String(), answer: Type.String() })),
  },
  { $id: 'FaqEntry' },
);
export type FaqEntryT = Static<typeof FaqEntry>;
export const FaqList = Type.Object({ data: Type.Array(Type.Ref('FaqEntry')), count: Type.Integer() }, { $id: 'FaqList' });
