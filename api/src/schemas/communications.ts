import { Type, type Static } from 'typebox';
import { DateTime, Email, Nullable, OptionalText, PATTERNS, Pagination, Text, Uuid } from './common.ts';

export const CreateCommunicationBody = Type.Object(
  {
    email: Email(),
    phone: Type.String({ minLength: 1, maxLength: 30, pattern: PATTERNS.phone }),
    name: OptionalText(100),
    title: Text(200),
    content: Text(5000),
  },
  { $id: 'CreateCommunicationDto' },
);
export type CreateCommunicationBodyT = Static<typeof CreateCommunicationBody>;

export const ReplyBody = Type.Object({ reply: Text(5000) }, { $id: 'ReplyDto' });

export const Communication = Type.Object(
  {
    id: Uuid(),
    name: Nullable(Type.String()),
    email: Type.String(),
    phone: Type.String(),
    title: Type.String(),
    content: Type.String(),
    isReviewed: Type.Boolean(),
    reply: Nullable(Type.String()),
    repliedAt: Nullable(DateTime()),
    createdAt: DateTime(),
  },
  { $id: 'Communication' },
);
export type CommunicationT = Static<typeof Communication>;

export const CommunicationsQuery = Type.Object({ ...Pagination, isReviewed: Type.Optional(Type.Boolean()) });
export const CommunicationList = Type.Object({ data: Type.Array(Type.Ref('Communication')), count: Type.Integer() }, { $id: 'CommunicationList' });
