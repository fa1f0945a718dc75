import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** my/qrcode/home (app layout): the customer's QR code (not built yet). */
export default function MyQrCodeScreen() {
  return <ComingSoonScreen />;
}
