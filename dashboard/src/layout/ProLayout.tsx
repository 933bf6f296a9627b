import { Layout, type LayoutProps } from 'react-admin';
import { MasqueradeBanner } from './MasqueradeBanner';
import { ProAppBar } from './ProAppBar';
import { ProFooter } from './ProFooter';
import { ProMenu } from './ProMenu';

export function ProLayout({ children, ...props }: LayoutProps) {
  return (
    <Layout {...props} appBar={ProAppBar} menu={ProMenu}>
      <MasqueradeBanner />
      {children}
      <ProFooter />
    </Layout>
  );
}
