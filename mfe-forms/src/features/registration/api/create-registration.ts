import { api } from '@edu/shared/api';

/** POST /api/registrations: the simple registration form (spec 3). */
export const REGISTRATIONS_PATH = '/api/registrations';

export interface CreateRegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface Registration extends CreateRegistrationInput {
  id: string;
  createdAt: string;
}

export function createRegistration(input: CreateRegistrationInput): Promise<Registration> {
  return api.post<Registration>(REGISTRATIONS_PATH, input);
}
