import { useTranslation } from 'react-i18next';

/** t() for the mobile screens: the site's keys as they are, the mobile ones as `h5:…`. */
export const useH5Translation = () => useTranslation(['translation', 'h5']);
