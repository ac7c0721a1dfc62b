import { baseApi } from './baseApi';
import { catalogue } from './catalogue';
import { mutation, query } from './endpoints';

/** Everything that belongs to one member: refreshed after a login / register / account change. */
const memberScoped = ['Member', 'RedDot', 'Message', 'Address', 'Coupon', 'Favourite', 'FavouriteCount', 'Apply'] as const;

/**
 * Member domain: the buyer service's login side (`memberAuth`, no token) and the member service
 * (`member`: info, notifications, coupons, activities, favourites, upgrade; the address book is addressApi.ts).
 */
export const memberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // ------------------------------------------------------------ buyer service: auth and red dots
    register: mutation(build, catalogue.register),
    login: mutation(build, catalogue.login, { invalidatesTags: [...memberScoped] }),
    sendMessage: mutation(build, catalogue.sendMessage),
    resetPassword: mutation(build, catalogue.resetPassword),
    orderTip: query(build, catalogue.orderTip, {
      // order changes (tag Order) move the order counts, message reads the unread count
      providesTags: ['RedDot', 'Order'],
    }),
    readAllMessageNotification: mutation(build, catalogue.readAllMessageNotification, { invalidatesTags: ['Message', 'RedDot'] }),

    // ------------------------------------------------------------ member service: codes and info
    verificationCode: mutation(build, catalogue.verificationCode),
    validatePayCode: mutation(build, catalogue.validatePayCode),
    commonValidateCode: mutation(build, catalogue.commonValidateCode),
    share: query(build, catalogue.share, { providesTags: ['Member'] }),
    getInfo: query(build, catalogue.getInfo, { providesTags: ['Member'] }),
    addPerfectInfoRemindCount: mutation(build, catalogue.addPerfectInfoRemindCount, { invalidatesTags: ['Member'] }),
    propertyConfigByType: query(build, catalogue.propertyConfigByType),
    findByUsername: query(build, catalogue.findByUsername),
    findByNickname: query(build, catalogue.findByNickname),
    cancelAccount: mutation(build, catalogue.cancelAccount, { invalidatesTags: [...memberScoped] }),
    updatePassword: mutation(build, catalogue.updatePassword, { invalidatesTags: ['Member'] }),
    suggestionFeedback: mutation(build, catalogue.suggestionFeedback),
    updateInfoSelective: mutation(build, catalogue.updateInfoSelective, { invalidatesTags: ['Member'] }),

    // ------------------------------------------------------------ notifications
    messageNotificationPage: query(build, catalogue.messageNotificationPage, { providesTags: ['Message'] }),
    updateMessageNotification: mutation(build, catalogue.updateMessageNotification, { invalidatesTags: ['Message', 'RedDot'] }),
    agentApplyRecords: query(build, catalogue.agentApplyRecords, { providesTags: ['Apply'] }),
    regionList: query(build, catalogue.regionList, { providesTags: ['Region'] }),

    // ------------------------------------------------------------ coupons and activities
    couponCenter: query(build, catalogue.couponCenter, { providesTags: ['Coupon'] }),
    receiveCoupon: mutation(build, catalogue.receiveCoupon, { invalidatesTags: ['Coupon', 'Activity'] }),
    myCoupons: query(build, catalogue.myCoupons, { providesTags: ['Coupon'] }),
    deductionZone: query(build, catalogue.deductionZone, { providesTags: ['Goods'] }),
    cashCouponZone: query(build, catalogue.cashCouponZone, { providesTags: ['Goods'] }),
    activity: query(build, catalogue.activity, { providesTags: ['Activity'] }),
    activityCouponItems: query(build, catalogue.activityCouponItems, { providesTags: ['Activity', 'Coupon'] }),
    receiveActivityCoupon: mutation(build, catalogue.receiveActivityCoupon, { invalidatesTags: ['Activity', 'Coupon'] }),
    memberGoodsPage: query(build, catalogue.memberGoodsPage, { providesTags: ['Goods'] }),
    activityGiftPackagePage: query(build, catalogue.activityGiftPackagePage, { providesTags: ['Activity', 'GiftPackage'] }),

    // ------------------------------------------------------------ favourites
    collectPage: query(build, catalogue.collectPage, { providesTags: ['Favourite'] }),
    collectAdd: mutation(build, catalogue.collectAdd, { invalidatesTags: ['Favourite', 'FavouriteCount'] }),
    collectDelete: mutation(build, catalogue.collectDelete, { invalidatesTags: ['Favourite', 'FavouriteCount'] }),
    /** exempt from the code-0 rule: a code-0 answer is data (the whole envelope), see `isPassedThroughFailure` */
    collectCount: query(build, catalogue.collectCount, { providesTags: ['FavouriteCount'] }),

    // ------------------------------------------------------------ member upgrade
    upgradeToken: mutation(build, catalogue.upgradeToken),
    upgrade: mutation(build, catalogue.upgrade, { invalidatesTags: ['Member'] }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useSendMessageMutation,
  useResetPasswordMutation,
  useOrderTipQuery,
  useReadAllMessageNotificationMutation,
  useVerificationCodeMutation,
  useValidatePayCodeMutation,
  useCommonValidateCodeMutation,
  useShareQuery,
  useGetInfoQuery,
  useAddPerfectInfoRemindCountMutation,
  usePropertyConfigByTypeQuery,
  useFindByUsernameQuery,
  useLazyFindByUsernameQuery,
  useFindByNicknameQuery,
  useLazyFindByNicknameQuery,
  useCancelAccountMutation,
  useUpdatePasswordMutation,
  useSuggestionFeedbackMutation,
  useUpdateInfoSelectiveMutation,
  useMessageNotificationPageQuery,
  useUpdateMessageNotificationMutation,
  useAgentApplyRecordsQuery,
  useRegionListQuery,
  useCouponCenterQuery,
  useReceiveCouponMutation,
  useMyCouponsQuery,
  useDeductionZoneQuery,
  useCashCouponZoneQuery,
  useActivityQuery,
  useActivityCouponItemsQuery,
  useReceiveActivityCouponMutation,
  useMemberGoodsPageQuery,
  useActivityGiftPackagePageQuery,
  useCollectPageQuery,
  useCollectAddMutation,
  useCollectDeleteMutation,
  useCollectCountQuery,
  useUpgradeTokenMutation,
  useUpgradeMutation,
} = memberApi;
