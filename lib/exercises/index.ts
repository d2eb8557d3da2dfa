export * from './exercises';
