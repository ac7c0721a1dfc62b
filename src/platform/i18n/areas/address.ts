import { registerArea } from '../registry';

/** The address book (/address/address, /mine/setAddress) and its form (/address/editaddress): zh-CN source strings. */
export const addressZhCN = {
  // ------------------------------------------------------------------ the book
  list: '收货地址列表',
  chooseTitle: '选择收货地址',
  emptyTitle: '还没有收货地址',
  emptyBody: '添加一个地址，下单时就不用再填了',
  add: '新增收货地址',
  full: '最多保存 {count} 个收货地址',
  isDefault: '默认地址',
  setDefault: '设为默认',
  setDefaultOf: '将 {name} 的地址设为默认',
  settingDefault: '设置中',
  defaultSet: '已设为默认地址',
  edit: '编辑',
  delete: '删除',
  deleteOf: '删除 {name} 的地址',
  deleteTitle: '删除收货地址',
  deleteBody: '确定删除「{name} {address}」吗？删除后无法恢复。',
  deleteConfirm: '删除',
  cancel: '取消',
  deleted: '已删除',
  chosen: '已选择',
  failedRetry: '操作未成功，请稍后重试',

  // ------------------------------------------------------------------ the form
  addTitle: '新增收货地址',
  editTitle: '编辑收货地址',
  form: '收货地址表单',
  receiver: '收货人',
  receiverPlaceholder: '请填写收货人姓名',
  mobile: '手机号码',
  mobilePlaceholder: '请填写收货人手机号',
  region: '所在地区',
  regionPlaceholder: '省、市、区',
  regionTitle: '选择所在地区',
  regionsUnavailable: '地区加载失败，请稍后再试',
  detail: '详细地址',
  detailPlaceholder: '街道、楼牌号等',
  makeDefault: '设为默认收货地址',
  makeDefaultHint: '下单时优先使用该地址',
  save: '保存',
  saving: '保存中',
  saved: '已保存',
  notFoundTitle: '地址不存在',
  notFoundBody: '该地址可能已被删除',
  backToList: '返回地址列表',
  validation: {
    receiverRequired: '请填写收货人姓名',
    receiverLength: '收货人姓名为 2-20 个字',
    mobileRequired: '请填写手机号码',
    mobileInvalid: '请填写 11 位手机号码',
    regionRequired: '请选择所在地区',
    detailRequired: '请填写详细地址',
    detailShort: '详细地址至少填写 5 个字',
    detailLong: '详细地址不能超过 100 个字',
  },
};

registerArea('address', addressZhCN);

declare module '../registry' {
  interface AreaMessages {
    address: typeof addressZhCN;
  }
}
