import type { Layout } from './layouts';

export const layout: Layout = { name: 'about-us', theme: 'light', width: 'wide', footer: true };
