import { api } from '@edu/shared/api';

/** POST /api/communications: a contact message (spec 7, createCommunicationDto). */
export const COMMUNICATIONS_PATH = '/api/communications';

export interface CreateCommunicationInput {
  email: string;
  phone: string;
  title: string;
  content: string;
  /** Optional; left out when empty. */
  name?: string;
}

export interface Communication extends CreateCommunicationInput {
  id: string;
  createdAt: string;
}

export function createCommunication(input: CreateCommunicationInput): Promise<Communication> {
  const { name, ...rest } = input;
  return api.post<Communication>(COMMUNICATIONS_PATH, name ? { ...rest, name } : rest);
}
