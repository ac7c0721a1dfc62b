import { catalogue } from '@/api/catalogue';
import { cartLineView, memberAddresses } from '../db/cart';
import { findGoods } from '../db/goods';
import { handle, paginate, reject } from '../server/handle';
import { idList, integer, signedIn, text } from '../server/request';
import { beijingTime } from '../clock';

/** Most distinct lines one cart holds. */
export const MAX_CART_LINES = 99;

export const overStockMessage = (stock: number) => `库存不足，该规格最多可购买 ${stock} 件`;

export const cartHandlers = [
  handle(catalogue.cartList, ({ db, member }) => {
    const { memberId } = signedIn(member);
    return db.cartLines
      .filter((line) => line.memberId === memberId)
      .sort((a, b) => b.createTime.localeCompare(a.createTime))
      .map((line) => cartLineView(db, line));
  }),
  handle(catalogue.cartAdd, ({ db, member, arg }) => {
    const { memberId } = signedIn(member);
    const quantity = integer(arg.quantity ?? 1);
    if (quantity === null || quantity < 1) reject(0, '商品数量不能少于 1 件', {});
    const record = findGoods(db, text(arg.goodsId));
    if (!record) reject(0, '商品不存在或已删除', {});
    if (record.status === 0) reject(0, '商品已下架，无法加入购物车', {});
    const sku = record.skus.find((candidate) => candidate.skuId === text(arg.skuId));
    if (!sku) reject(0, '请选择商品规格', {});
    if (sku.stock === 0) reject(0, '该规格已售罄', { stock: 0 });
    const existing = db.cartLines.find((line) => line.memberId === memberId && line.skuId === sku.skuId);
    const total = (existing?.quantity ?? 0) + quantity;
    if (total > sku.stock) reject(0, overStockMessage(sku.stock), { stock: sku.stock });
    if (existing) {
      existing.quantity = total;
      existing.selected = 1;
      return { cartId: existing.cartId, quantity: total };
    }
    if (db.cartLines.filter((line) => line.memberId === memberId).length >= MAX_CART_LINES) {
      reject(0, `购物车最多添加 ${MAX_CART_LINES} 种商品，请先清理`, {});
    }
    db.cartSeq += 1;
    const cartId = `cart-${db.cartSeq}`;
    db.cartLines.push({ cartId, memberId, goodsId: record.goodsId, skuId: sku.skuId, quantity, selected: 1, createTime: beijingTime() });
    return { cartId, quantity };
  }),
  handle(catalogue.cartUpdate, ({ db, member, arg }) => {
    const { memberId } = signedIn(member);
    const own = db.cartLines.filter((line) => line.memberId === memberId);
    const selected = arg.selected === undefined || arg.selected === null ? null : integer(arg.selected);
    if (selected !== null && selected !== 0 && selected !== 1) reject(0, '参数错误：selected 只能为 0 或 1', {});

    // select-all / deselect-all: several lines at once, only the selection changes
    const ids = idList(arg.cartIds);
    if (ids.length > 0) {
      if (selected === null) reject(0, '请指定勾选状态', {});
      const lines = own.filter((line) => ids.includes(line.cartId));
      if (lines.length === 0) reject(0, '购物车商品不存在', {});
      for (const line of lines) {
        // a line that cannot be bought cannot be ticked
        line.selected = selected === 1 && cartLineView(db, line).invalid === 1 ? 0 : selected;
      }
      return lines.map((line) => cartLineView(db, line));
    }

    const line = own.find((candidate) => candidate.cartId === text(arg.cartId));
    if (!line) reject(0, '购物车商品不存在', {});
    const view = cartLineView(db, line);
    if (arg.quantity !== undefined && arg.quantity !== null) {
      const quantity = integer(arg.quantity);
      if (quantity === null || quantity < 1) reject(0, '商品数量不能少于 1 件', {});
      if (view.invalid === 1) reject(0, `商品${view.invalidReason}，无法修改数量`, {});
      if (quantity > view.stock) reject(0, overStockMessage(view.stock), { stock: view.stock });
      line.quantity = quantity;
    }
    if (selected !== null) {
      if (selected === 1 && view.invalid === 1) reject(0, `商品${view.invalidReason}，无法勾选`, {});
      line.selected = selected;
    }
    return [cartLineView(db, line)];
  }),
  handle(catalogue.cartDelete, ({ db, member, arg }) => {
    const { memberId } = signedIn(member);
    const ids = idList(arg.cartIds);
    if (ids.length === 0) reject(0, '请选择要删除的商品', {});
    const before = db.cartLines.length;
    db.cartLines = db.cartLines.filter((line) => !(line.memberId === memberId && ids.includes(line.cartId)));
    const deleted = before - db.cartLines.length;
    if (deleted === 0) reject(0, '购物车商品不存在', {});
    return { deleted };
  }),
  handle(catalogue.cartAddressPage, ({ db, member, arg }) => {
    const { memberId } = signedIn(member);
    return paginate(memberAddresses(db, memberId), arg);
  }),
];
