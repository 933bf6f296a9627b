import { Layout, type LayoutProps } from 'react-admin';
import { ProAppBar } from './ProAppBar';

export function ProLayout(props: LayoutProps) {
  return <Layout {...props} appBar={ProAppBar} />;
}
