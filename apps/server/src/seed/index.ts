export { DEMO_ADMIN, DEMO_MEMBER, switchOnBuiltModules } from './demo/insert-content';
export { DEFAULT_APP_CONFIG, seedEssentials } from './essentials';
export { copyDemoMedia, type SeedDemoResult, seedDemo } from './seed-demo';
