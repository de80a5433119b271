/** SMS Gateway's form paths (behind the SMS Gateway entry's rule: non-TT users granted SMSGateway). */
export const SMS_GATEWAY_EDIT_PATH = '/sms/smsGateway/edit';
export const SMS_SETTING_PATH = '/sms/smsGateway/setting';
