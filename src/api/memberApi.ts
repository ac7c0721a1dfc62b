import { baseApi } from './baseApi';
import { member, memberAuth } from './catalogue/member';
import { mutation, query } from './endpoints';

/**
 * Member domain: the buyer service's login side (`memberAuth`, no token) and the member service
 * (`member`: info, notifications, coupons, activities, favourites, upgrade; the address book is addressApi.ts).
 */
export const memberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // ------------------------------------------------------------ buyer service: red dots (its sign-in calls: authApi.ts)
    orderTip: query(build, memberAuth.orderTip, {
      // order changes (tag Order) move the order counts, message reads the unread count
      providesTags: ['RedDot', 'Order'],
    }),
    readAllMessageNotification: mutation(build, memberAuth.readAllMessageNotification, { invalidatesTags: ['Message', 'RedDot'] }),

    // ------------------------------------------------------------ member service: codes and info
    verificationCode: mutation(build, member.verificationCode),
    validatePayCode: mutation(build, member.validatePayCode),
    commonValidateCode: mutation(build, member.commonValidateCode),
    share: query(build, member.share, { providesTags: ['Member'] }),
    getInfo: query(build, member.getInfo, { providesTags: ['Member'] }),
    addPerfectInfoRemindCount: mutation(build, member.addPerfectInfoRemindCount, { invalidatesTags: ['Member'] }),
    propertyConfigByType: query(build, member.propertyConfigByType),
    findByUsername: query(build, member.findByUsername),
    findByNickname: query(build, member.findByNickname),
    // nothing to refetch: the account is gone, its session with it (a refetch would meet 10001), and
    // the app resets the whole cache as it signs out (src/screens/mine/settings/useSignOut.ts)
    cancelAccount: mutation(build, member.cancelAccount),
    updatePassword: mutation(build, member.updatePassword, { invalidatesTags: ['Member'] }),
    suggestionFeedback: mutation(build, member.suggestionFeedback),
    updateInfoSelective: mutation(build, member.updateInfoSelective, { invalidatesTags: ['Member'] }),

    // ------------------------------------------------------------ notifications
    messageNotificationPage: query(build, member.messageNotificationPage, { providesTags: ['Message'] }),
    updateMessageNotification: mutation(build, member.updateMessageNotification, { invalidatesTags: ['Message', 'RedDot'] }),
    agentApplyRecords: query(build, member.agentApplyRecords, { providesTags: ['Apply'] }),
    regionList: query(build, member.regionList, { providesTags: ['Region'] }),

    // ------------------------------------------------------------ coupons and activities
    couponCenter: query(build, member.couponCenter, { providesTags: ['Coupon'] }),
    receiveCoupon: mutation(build, member.receiveCoupon, { invalidatesTags: ['Coupon', 'Activity'] }),
    myCoupons: query(build, member.myCoupons, { providesTags: ['Coupon'] }),
    deductionZone: query(build, member.deductionZone, { providesTags: ['Goods'] }),
    cashCouponZone: query(build, member.cashCouponZone, { providesTags: ['Goods'] }),
    activity: query(build, member.activity, { providesTags: ['Activity'] }),
    activityCouponItems: query(build, member.activityCouponItems, { providesTags: ['Activity', 'Coupon'] }),
    receiveActivityCoupon: mutation(build, member.receiveActivityCoupon, { invalidatesTags: ['Activity', 'Coupon'] }),
    memberGoodsPage: query(build, member.memberGoodsPage, { providesTags: ['Goods'] }),
    activityGiftPackagePage: query(build, member.activityGiftPackagePage, { providesTags: ['Activity', 'GiftPackage'] }),

    // ------------------------------------------------------------ favourites
    collectPage: query(build, member.collectPage, { providesTags: ['Favourite'] }),
    collectAdd: mutation(build, member.collectAdd, { invalidatesTags: ['Favourite', 'FavouriteCount'] }),
    collectDelete: mutation(build, member.collectDelete, { invalidatesTags: ['Favourite', 'FavouriteCount'] }),
    /** exempt from the code-0 rule: a code-0 answer is data (the whole envelope), see `isPassedThroughFailure` */
    collectCount: query(build, member.collectCount, { providesTags: ['FavouriteCount'] }),

    // ------------------------------------------------------------ member upgrade
    upgradeToken: mutation(build, member.upgradeToken),
    // places the upgrade order (the level changes once it is paid: the screen refreshes Member then)
    upgrade: mutation(build, member.upgrade, { invalidatesTags: (result) => (result ? [{ type: 'Order', id: 'LIST' }, 'RedDot'] : []) }),
    memberBenefits: query(build, member.memberBenefits),

    // ------------------------------------------------------------ settings: agent name, release notes
    agentProfile: query(build, member.agentProfile, { providesTags: ['Member'] }),
    updateAgentName: mutation(build, member.updateAgentName, { invalidatesTags: ['Member'] }),
    releaseNotes: query(build, member.releaseNotes),
    // ------------------------------------------------------------ account changes (the personal area)
    changeMobile: mutation(build, member.changeMobile, { invalidatesTags: ['Member'] }),
    setPayPassword: mutation(build, member.setPayPassword, { invalidatesTags: ['Member'] }),
  }),
});

export const {
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
  useMemberBenefitsQuery,
  useAgentProfileQuery,
  useUpdateAgentNameMutation,
  useReleaseNotesQuery,
  useChangeMobileMutation,
  useSetPayPasswordMutation,
} = memberApi;
