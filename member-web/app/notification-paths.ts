/** The notification pages of the member site (plain constants: the bell, the routes and server code share them). */
export const NOTIFICATIONS_PATH = '/Home/User/notifications';
export const NOTIFICATION_SETTINGS_PATH = '/Home/User/notification-settings';
