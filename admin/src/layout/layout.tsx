import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { StaffAppBar } from './app-bar.js';
import { AppMenu } from './menu.js';

export function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={StaffAppBar} menu={AppMenu}>
      {children}
    </Layout>
  );
}
