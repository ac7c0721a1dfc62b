import { registerArea } from '../registry';

/** PhotoPicker (review and after-sale photos): zh-CN source strings. */
export const photosZhCN = {
  add: '添加图片',
  count: '{count}/{max}',
  compressing: '压缩中',
  uploading: '上传中 {percent}%',
  failed: '上传失败',
  retry: '重试',
  remove: '删除第 {index} 张图片',
  photo: '第 {index} 张图片',
  notImage: '「{name}」不是图片，请选择 JPG、PNG、GIF、WebP 或 HEIC 格式的照片',
  tooMany: '最多上传 {max} 张图片',
  stillUploading: '图片还在上传，请稍候',
  failedLeft: '有图片上传失败，请重试或删除',
};

registerArea('photos', photosZhCN);

declare module '../registry' {
  interface AreaMessages {
    photos: typeof photosZhCN;
  }
}
