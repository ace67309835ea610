/* The public entry of the admin module (decision 026): the console's routes. Nothing builds on the console. */

export { default as adminRoutes } from './routes';
