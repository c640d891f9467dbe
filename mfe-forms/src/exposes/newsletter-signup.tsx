import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup';

/** `./NewsletterSignup`: the widget the shell places in its footer (no props). */
export default NewsletterSignup;
