/**
 * Where operations hear that something needs a person: one SNS topic (subscribe to it after the
 * deploy, docs/deployment.md) and an alarm for each place work goes when the platform gave up on it:
 * a dead-letter queue, a stream consumer's failure destination, a workflow execution that failed
 * (its own compensation did not finish) or timed out. Every one of those holds money or a message
 * someone is owed, so the threshold is one.
 */
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';

const PERIOD = Duration.minutes(5);

function alarmOnAny(scope: Construct, id: string, metric: IMetric, description: string, topic: ITopic): Alarm {
  const alarm = new Alarm(scope, id, {
    metric,
    threshold: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: 1,
    // No data is a quiet queue or a workflow that did not run: nothing wrong.
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: description,
  });
  alarm.addAlarmAction(new SnsAction(topic));
  return alarm;
}

/** Any message left in a queue that only failures reach (a DLQ or a failure destination). */
export function alarmOnQueuedFailures(scope: Construct, id: string, queue: IQueue, description: string, topic: ITopic): Alarm {
  return alarmOnAny(scope, id, queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }), description, topic);
}

/** Any execution of a workflow that failed or timed out: its Catch and compensation did not end it. */
export function alarmOnFailedExecutions(scope: Construct, id: string, machine: IStateMachine, name: string, topic: ITopic): Alarm[] {
  return [
    alarmOnAny(scope, `${id}Failed`, machine.metricFailed({ period: PERIOD, statistic: 'Sum' }), `A ${name} execution failed: its compensation did not finish; trace it in Step Functions and reconcile`, topic),
    alarmOnAny(scope, `${id}TimedOut`, machine.metricTimedOut({ period: PERIOD, statistic: 'Sum' }), `A ${name} execution timed out; the reconcile run ends it, check its findings`, topic),
  ];
}
