import type { GenerateCommandArg, ParseCommandArg, ParseCommandResult, ShareCommand, UploadImageArg, UploadImageResult, UploadToken, UploadTokenArg } from '../types/common';
import { call, domain } from './define';

/** Buyer service, common calls: uploads and share commands (paths as the backend documents them). */
export const common = /* @__PURE__ */ domain('common', {}, {
  uploadImageByCompress: call<UploadImageArg, UploadImageResult>('/teamall-buyer/common/uploadImageByCompress', { multipart: true }),
  getUploadToken: call<UploadTokenArg | void, UploadToken>('/teamall-buyer/common/getUploadToken'),
  generateCommand: call<GenerateCommandArg, ShareCommand>('/teamall-buyer/common/generateCommand'),
  parseCommand: call<ParseCommandArg, ParseCommandResult>('/teamall-buyer/common/parseCommand', { exemptFromCodeZero: true }),
});
