import type { Layout } from './layouts';

export const layout: Layout = { name: 'jobs', theme: 'light', width: 'wide', footer: true };
