import { Layout, type LayoutProps } from 'react-admin';
import { MasqueradeBanner } from './MasqueradeBanner';
import { ProAppBar } from './ProAppBar';

export function ProLayout({ children, ...props }: LayoutProps) {
  return (
    <Layout {...props} appBar={ProAppBar}>
      <MasqueradeBanner />
      {children}
    </Layout>
  );
}
