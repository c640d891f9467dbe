import { api } from '@edu/shared/api';

/** POST /api/newsletter/subscriptions: idempotent, the same email twice keeps one subscription. */
export const NEWSLETTER_SUBSCRIPTIONS_PATH = '/api/newsletter/subscriptions';

export interface NewsletterSubscription {
  id: string;
  email: string;
  createdAt: string;
}

export function subscribeNewsletter(email: string): Promise<NewsletterSubscription> {
  return api.post<NewsletterSubscription>(NEWSLETTER_SUBSCRIPTIONS_PATH, { email });
}
