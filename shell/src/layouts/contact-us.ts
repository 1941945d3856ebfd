import type { Layout } from './layouts';

export const layout: Layout = { name: 'contact-us', theme: 'light', width: 'narrow', footer: true };
