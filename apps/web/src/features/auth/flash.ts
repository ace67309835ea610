/** sessionStorage: a success message to show once the reloaded page is up (AuthDialogHost shows it). */
export const FLASH_KEY = 'shuyuan-auth-flash';
