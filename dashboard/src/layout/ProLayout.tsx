import { Layout, type LayoutProps } from 'react-admin';
import { useLocation } from 'react-router';
import { useReleaseFirstScreen } from './first-screen';
import { NamedProgress } from './Loading';
import { MasqueradeBanner } from './MasqueradeBanner';
import { ProAppBar } from './ProAppBar';
import { ProFooter } from './ProFooter';
import { ProMenu } from './ProMenu';

export function ProLayout({ children, ...props }: LayoutProps) {
  // Only the home waits for its data before taking the server's drawing of it away (first-screen.ts).
  useReleaseFirstScreen(useLocation().pathname.replace(/\/+$/, '') !== '/pro/visits');
  return (
    <NamedProgress>
      <Layout {...props} appBar={ProAppBar} menu={ProMenu}>
        <MasqueradeBanner />
        {children}
        <ProFooter />
      </Layout>
    </NamedProgress>
  );
}
