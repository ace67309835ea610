// The web app's own message catalogues, so the stories follow its wording instead of copying it.
export { cn } from '../../apps/web/src/app/i18n/cn';
export { en } from '../../apps/web/src/app/i18n/en';
