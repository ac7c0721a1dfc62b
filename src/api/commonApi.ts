import { baseApi } from './baseApi';
import { common } from './catalogue/common';
import { mutation, query } from './endpoints';

/** Buyer-service common calls: image upload, cloud upload token, share command codes. */
export const commonApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** multipart, the file in field `image`; `onUploadProgress` (0..1) is reported, not sent */
    uploadImageByCompress: mutation(build, common.uploadImageByCompress, {
      query: ({ onUploadProgress, ...payload }) => ({ call: common.uploadImageByCompress, body: payload, onUploadProgress }),
    }),
    getUploadToken: query(build, common.getUploadToken, {
      // a token is short-lived: never serve a stale one from the cache
      keepUnusedDataFor: 0,
    }),
    generateCommand: mutation(build, common.generateCommand),
    /** exempt from the code-0 rule: an unknown command resolves to the envelope (isPassedThroughFailure) */
    parseCommand: query(build, common.parseCommand),
  }),
});

export const {
  useUploadImageByCompressMutation,
  useGetUploadTokenQuery,
  useLazyGetUploadTokenQuery,
  useGenerateCommandMutation,
  useParseCommandQuery,
  useLazyParseCommandQuery,
} = commonApi;
