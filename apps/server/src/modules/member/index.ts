/* The public entry of the member module (decision 026): its routes, and the masks the console shows. */

export { maskIdNumber, maskRealName } from './detail';
export { default as memberRoutes } from './routes';
