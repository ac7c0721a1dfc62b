import { ZoneGoodsScreen } from './ZoneGoodsScreen';

/** /home/repurchaseZone (复购专区). */
export default function RepurchaseZoneScreen() {
  return <ZoneGoodsScreen kind="repurchase" />;
}
