export { DEMO_ADMIN, DEMO_MEMBER } from './demo/insert-content';
export { DEFAULT_APP_CONFIG, seedEssentials } from './essentials';
export { copyDemoMedia, type SeedDemoResult, seedDemo } from './seed-demo';
