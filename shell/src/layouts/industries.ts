import type { Layout } from './layouts';

export const layout: Layout = { name: 'industries', theme: 'light', width: 'wide', footer: true };
