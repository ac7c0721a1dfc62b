import { ZoneGoodsScreen } from './ZoneGoodsScreen';

/** /home/memberArea (会员专区). */
export default function MemberAreaScreen() {
  return <ZoneGoodsScreen kind="member" />;
}
