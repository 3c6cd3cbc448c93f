; ModuleID = 'warp.cu'
source_filename = "warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19syncwarp_activemaskPiPjS0_E1s = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ15volatile_roundsPKiPiE1s = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11warp_reducePKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !20 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7, !dbg !23
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7, !dbg !27
  %5 = mul i32 %3, %4, !dbg !30
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !31
  %7 = add i32 %5, %6, !dbg !34
  %8 = zext i32 %7 to i64, !dbg !35
  %9 = getelementptr inbounds i32, i32* %0, i64 %8, !dbg !35
  %10 = load i32, i32* %9, align 4, !dbg !35, !tbaa !36
  %11 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %10, i32 16, i32 31), !dbg !40
  %12 = add nsw i32 %11, %10, !dbg !41
  %13 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %12, i32 8, i32 31), !dbg !40
  %14 = add nsw i32 %13, %12, !dbg !41
  %15 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %14, i32 4, i32 31), !dbg !40
  %16 = add nsw i32 %15, %14, !dbg !41
  %17 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %16, i32 2, i32 31), !dbg !40
  %18 = add nsw i32 %17, %16, !dbg !41
  %19 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %18, i32 1, i32 31), !dbg !40
  %20 = and i32 %6, 31, !dbg !42
  %21 = icmp eq i32 %20, 0, !dbg !43
  br i1 %21, label %22, label %27, !dbg !44

22:                                               ; preds = %2
  %23 = add nsw i32 %19, %18, !dbg !41
  %24 = lshr i32 %7, 5, !dbg !45
  %25 = zext i32 %24 to i64, !dbg !46
  %26 = getelementptr inbounds i32, i32* %1, i64 %25, !dbg !46
  store i32 %23, i32* %26, align 4, !dbg !47, !tbaa !36
  br label %27, !dbg !46

27:                                               ; preds = %22, %2
  ret void, !dbg !48
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8shufflesPKfPfS1_S1_PjPi(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, float* nocapture noundef writeonly %2, float* nocapture noundef writeonly %3, i32* nocapture noundef writeonly %4, i32* nocapture noundef writeonly %5) local_unnamed_addr #0 !dbg !49 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7, !dbg !50
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7, !dbg !52
  %9 = mul i32 %7, %8, !dbg !54
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !55
  %11 = add i32 %9, %10, !dbg !57
  %12 = sext i32 %11 to i64, !dbg !58
  %13 = getelementptr inbounds float, float* %0, i64 %12, !dbg !58
  %14 = load float, float* %13, align 4, !dbg !58, !tbaa !59
  %15 = mul i32 %10, 7, !dbg !61
  %16 = and i32 %15, 31, !dbg !62
  %17 = tail call contract float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %14, i32 %16, i32 31), !dbg !63
  %18 = getelementptr inbounds float, float* %1, i64 %12, !dbg !64
  store float %17, float* %18, align 4, !dbg !65, !tbaa !59
  %19 = tail call contract float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %14, i32 3, i32 0), !dbg !66
  %20 = getelementptr inbounds float, float* %2, i64 %12, !dbg !67
  store float %19, float* %20, align 4, !dbg !68, !tbaa !59
  %21 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %14, i32 5, i32 31), !dbg !69
  %22 = getelementptr inbounds float, float* %3, i64 %12, !dbg !70
  store float %21, float* %22, align 4, !dbg !71, !tbaa !59
  %23 = fcmp contract ogt float %14, 0.000000e+00, !dbg !72
  %24 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %23), !dbg !73
  %25 = getelementptr inbounds i32, i32* %4, i64 %12, !dbg !74
  store i32 %24, i32* %25, align 4, !dbg !75, !tbaa !36
  %26 = fcmp contract ogt float %14, -1.000000e+02, !dbg !76
  %27 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %26), !dbg !77
  %28 = zext i1 %27 to i32, !dbg !77
  %29 = fcmp contract ogt float %14, 1.000000e+03, !dbg !78
  %30 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %29), !dbg !79
  %31 = select i1 %30, i32 2, i32 0, !dbg !80
  %32 = or i32 %31, %28, !dbg !81
  %33 = getelementptr inbounds i32, i32* %5, i64 %12, !dbg !82
  store i32 %32, i32* %33, align 4, !dbg !83, !tbaa !36
  ret void, !dbg !84
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8segmentsPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !85 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !86
  %4 = sext i32 %3 to i64, !dbg !88
  %5 = getelementptr inbounds i32, i32* %0, i64 %4, !dbg !88
  %6 = load i32, i32* %5, align 4, !dbg !88, !tbaa !36
  %7 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %6, i32 0, i32 6175), !dbg !89
  %8 = getelementptr inbounds i32, i32* %1, i64 %4, !dbg !90
  store i32 %7, i32* %8, align 4, !dbg !91, !tbaa !36
  ret void, !dbg !92
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15warp_divergencePKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !93 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !94
  %4 = icmp ult i32 %3, 16, !dbg !96
  %5 = zext i32 %3 to i64, !dbg !97
  br i1 %4, label %11, label %6, !dbg !98

6:                                                ; preds = %2
  %7 = getelementptr inbounds i32, i32* %1, i64 %5, !dbg !99
  %8 = getelementptr inbounds i32, i32* %0, i64 %5, !dbg !97
  %9 = load i32, i32* %8, align 4, !dbg !97, !tbaa !36
  %10 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %9, i32 0, i32 31), !dbg !100
  store i32 %10, i32* %7, align 4, !dbg !101, !tbaa !36
  br label %11, !dbg !102

11:                                               ; preds = %2, %6
  ret void, !dbg !102
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z17shfl_outside_maskPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !103 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !104
  %4 = zext i32 %3 to i64, !dbg !106
  %5 = getelementptr inbounds i32, i32* %0, i64 %4, !dbg !106
  %6 = load i32, i32* %5, align 4, !dbg !106, !tbaa !36
  %7 = icmp ult i32 %3, 16, !dbg !107
  br i1 %7, label %8, label %10, !dbg !108

8:                                                ; preds = %2
  %9 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 65535, i32 %6, i32 16, i32 31), !dbg !109
  br label %10, !dbg !110

10:                                               ; preds = %8, %2
  %11 = phi i32 [ %9, %8 ], [ %6, %2 ], !dbg !111
  tail call void @llvm.nvvm.barrier0(), !dbg !112
  %12 = getelementptr inbounds i32, i32* %1, i64 %4, !dbg !113
  store i32 %11, i32* %12, align 4, !dbg !114, !tbaa !36
  ret void, !dbg !115
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z19syncwarp_activemaskPiPjS0_(i32* nocapture noundef writeonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !116 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !117
  %5 = icmp ugt i32 %4, 23, !dbg !119
  br i1 %5, label %24, label %6, !dbg !120

6:                                                ; preds = %3
  %7 = mul nuw nsw i32 %4, 10, !dbg !121
  %8 = zext i32 %4 to i64, !dbg !122
  %9 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ19syncwarp_activemaskPiPjS0_E1s, i64 0, i64 %8, !dbg !122
  %10 = addrspacecast i32 addrspace(3)* %9 to i32*, !dbg !122
  store i32 %7, i32* %10, align 4, !dbg !123, !tbaa !36
  tail call void @llvm.nvvm.bar.warp.sync(i32 16777215), !dbg !124
  %11 = sub nuw nsw i32 23, %4, !dbg !125
  %12 = zext i32 %11 to i64, !dbg !126
  %13 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ19syncwarp_activemaskPiPjS0_E1s, i64 0, i64 %12, !dbg !126
  %14 = addrspacecast i32 addrspace(3)* %13 to i32*, !dbg !126
  %15 = load i32, i32* %14, align 4, !dbg !126, !tbaa !36
  %16 = getelementptr inbounds i32, i32* %0, i64 %8, !dbg !127
  store i32 %15, i32* %16, align 4, !dbg !128, !tbaa !36
  %17 = tail call i32 asm sideeffect "activemask.b32 $0;", "=r"() #2, !dbg !129, !srcloc !130
  %18 = getelementptr inbounds i32, i32* %1, i64 %8, !dbg !131
  store i32 %17, i32* %18, align 4, !dbg !132, !tbaa !36
  %19 = and i32 %4, 1, !dbg !133
  %20 = icmp eq i32 %19, 0, !dbg !134
  br i1 %20, label %24, label %21, !dbg !134

21:                                               ; preds = %6
  %22 = getelementptr inbounds i32, i32* %2, i64 %8, !dbg !135
  %23 = tail call noundef i32 @llvm.nvvm.activemask() #2, !dbg !136
  store i32 %23, i32* %22, align 4, !dbg !137, !tbaa !36
  br label %24, !dbg !135

24:                                               ; preds = %6, %21, %3
  ret void, !dbg !138
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: convergent nounwind
declare dso_local noundef i32 @llvm.nvvm.activemask() #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8asm_warpPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !139 {
  %3 = tail call i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !dbg !140, !srcloc !141
  %4 = tail call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !dbg !142, !srcloc !143
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !144
  %6 = zext i32 %5 to i64, !dbg !146
  %7 = getelementptr inbounds i32, i32* %0, i64 %6, !dbg !146
  %8 = load i32, i32* %7, align 4, !dbg !146, !tbaa !36
  %9 = tail call i32 asm sideeffect "shfl.sync.bfly.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %8, i32 1, i32 31, i32 -1) #2, !dbg !147, !srcloc !148
  tail call void asm sideeffect "bar.sync 0;", "~{memory}"() #2, !dbg !149, !srcloc !150
  %10 = mul i32 %5, 3, !dbg !151
  %11 = zext i32 %10 to i64, !dbg !152
  %12 = getelementptr inbounds i32, i32* %1, i64 %11, !dbg !152
  store i32 %3, i32* %12, align 4, !dbg !153, !tbaa !36
  %13 = add i32 %10, 1, !dbg !154
  %14 = zext i32 %13 to i64, !dbg !155
  %15 = getelementptr inbounds i32, i32* %1, i64 %14, !dbg !155
  store i32 %4, i32* %15, align 4, !dbg !156, !tbaa !36
  %16 = add i32 %10, 2, !dbg !157
  %17 = zext i32 %16 to i64, !dbg !158
  %18 = getelementptr inbounds i32, i32* %1, i64 %17, !dbg !158
  store i32 %9, i32* %18, align 4, !dbg !159, !tbaa !36
  ret void, !dbg !160
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z8nth_lanejj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #4 !dbg !161 {
  %3 = icmp eq i32 %1, 0, !dbg !162
  br i1 %3, label %21, label %4, !dbg !163

4:                                                ; preds = %2
  %5 = add i32 %1, -1, !dbg !163
  %6 = and i32 %1, 7, !dbg !163
  %7 = icmp ult i32 %5, 7, !dbg !163
  br i1 %7, label %10, label %8, !dbg !163

8:                                                ; preds = %4
  %9 = and i32 %1, -8, !dbg !163
  br label %26, !dbg !163

10:                                               ; preds = %26, %4
  %11 = phi i32 [ undef, %4 ], [ %44, %26 ]
  %12 = phi i32 [ %0, %4 ], [ %44, %26 ]
  %13 = icmp eq i32 %6, 0, !dbg !163
  br i1 %13, label %21, label %14, !dbg !163

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %18, %14 ], [ %12, %10 ]
  %16 = phi i32 [ %19, %14 ], [ 0, %10 ]
  %17 = add i32 %15, -1, !dbg !164
  %18 = and i32 %17, %15, !dbg !165
  %19 = add i32 %16, 1, !dbg !163
  %20 = icmp eq i32 %19, %6, !dbg !163
  br i1 %20, label %21, label %14, !dbg !163, !llvm.loop !166

21:                                               ; preds = %10, %14, %2
  %22 = phi i32 [ %0, %2 ], [ %11, %10 ], [ %18, %14 ]
  %23 = icmp eq i32 %22, 0, !dbg !168
  %24 = tail call i32 @llvm.cttz.i32(i32 %22, i1 true) #7, !dbg !172, !range !173
  %25 = select i1 %23, i32 -1, i32 %24, !dbg !172
  ret i32 %25, !dbg !174

26:                                               ; preds = %26, %8
  %27 = phi i32 [ %0, %8 ], [ %44, %26 ]
  %28 = phi i32 [ 0, %8 ], [ %45, %26 ]
  %29 = add i32 %27, -1, !dbg !164
  %30 = and i32 %29, %27, !dbg !165
  %31 = add i32 %30, -1, !dbg !164
  %32 = and i32 %31, %30, !dbg !165
  %33 = add i32 %32, -1, !dbg !164
  %34 = and i32 %33, %32, !dbg !165
  %35 = add i32 %34, -1, !dbg !164
  %36 = and i32 %35, %34, !dbg !165
  %37 = add i32 %36, -1, !dbg !164
  %38 = and i32 %37, %36, !dbg !165
  %39 = add i32 %38, -1, !dbg !164
  %40 = and i32 %39, %38, !dbg !165
  %41 = add i32 %40, -1, !dbg !164
  %42 = and i32 %41, %40, !dbg !165
  %43 = add i32 %42, -1, !dbg !164
  %44 = and i32 %43, %42, !dbg !165
  %45 = add i32 %28, 8, !dbg !163
  %46 = icmp eq i32 %45, %9, !dbg !163
  br i1 %46, label %10, label %26, !dbg !163, !llvm.loop !175
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16partition_roundsPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !178 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !179
  %4 = shl nsw i32 -1, %3
  %5 = xor i32 %4, -1
  %6 = zext i32 %3 to i64, !dbg !181
  %7 = getelementptr inbounds i32, i32* %0, i64 %6, !dbg !181
  %8 = load i32, i32* %7, align 4, !dbg !181, !tbaa !36
  %9 = and i32 %8, 1, !dbg !182
  %10 = icmp ne i32 %9, 0, !dbg !183
  %11 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %10), !dbg !184
  %12 = xor i1 %10, true, !dbg !185
  %13 = sext i1 %12 to i32, !dbg !185
  %14 = xor i32 %11, %13, !dbg !185
  %15 = tail call i32 @llvm.ctpop.i32(i32 %14) #7, !dbg !186, !range !173
  %16 = and i32 %14, %5, !dbg !189
  %17 = tail call i32 @llvm.ctpop.i32(i32 %16) #7, !dbg !190, !range !173
  %18 = icmp ugt i32 %15, 1, !dbg !192
  br i1 %18, label %19, label %21, !dbg !193

19:                                               ; preds = %2
  %20 = add nsw i32 %17, -1, !dbg !194
  br label %108, !dbg !193

21:                                               ; preds = %158, %2
  %22 = phi i32 [ %8, %2 ], [ %162, %158 ], !dbg !196
  %23 = icmp eq i32 %14, 0, !dbg !197
  %24 = tail call i32 @llvm.cttz.i32(i32 %14, i1 true) #7, !dbg !199, !range !173
  %25 = select i1 %23, i32 -1, i32 %24, !dbg !199
  %26 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %14, i32 %22, i32 %25, i32 31), !dbg !200
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !201
  %27 = getelementptr inbounds i32, i32* %1, i64 %6, !dbg !204
  store i32 %26, i32* %27, align 4, !dbg !205, !tbaa !36
  %28 = add i32 %3, 32, !dbg !206
  %29 = zext i32 %28 to i64, !dbg !181
  %30 = getelementptr inbounds i32, i32* %0, i64 %29, !dbg !181
  %31 = load i32, i32* %30, align 4, !dbg !181, !tbaa !36
  %32 = and i32 %31, 1, !dbg !182
  %33 = icmp ne i32 %32, 0, !dbg !183
  %34 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %33), !dbg !184
  %35 = xor i1 %33, true, !dbg !185
  %36 = sext i1 %35 to i32, !dbg !185
  %37 = xor i32 %34, %36, !dbg !185
  %38 = tail call i32 @llvm.ctpop.i32(i32 %37) #7, !dbg !186, !range !173
  %39 = and i32 %37, %5, !dbg !189
  %40 = tail call i32 @llvm.ctpop.i32(i32 %39) #7, !dbg !190, !range !173
  %41 = icmp ugt i32 %38, 1, !dbg !192
  br i1 %41, label %42, label %101, !dbg !193

42:                                               ; preds = %21
  %43 = add nsw i32 %40, -1, !dbg !194
  br label %44, !dbg !193

44:                                               ; preds = %42, %94
  %45 = phi i32 [ %98, %94 ], [ %31, %42 ]
  %46 = phi i32 [ %99, %94 ], [ 1, %42 ]
  %47 = add i32 %46, %40, !dbg !207
  %48 = icmp ult i32 %47, %38, !dbg !208
  br i1 %48, label %49, label %94, !dbg !209

49:                                               ; preds = %44
  %50 = icmp eq i32 %47, 0, !dbg !210
  br i1 %50, label %89, label %51, !dbg !194

51:                                               ; preds = %49
  %52 = add i32 %43, %46, !dbg !194
  %53 = and i32 %47, 7, !dbg !194
  %54 = icmp ult i32 %52, 7, !dbg !194
  br i1 %54, label %78, label %55, !dbg !194

55:                                               ; preds = %51
  %56 = and i32 %47, -8, !dbg !194
  br label %57, !dbg !194

57:                                               ; preds = %57, %55
  %58 = phi i32 [ %37, %55 ], [ %75, %57 ]
  %59 = phi i32 [ 0, %55 ], [ %76, %57 ]
  %60 = add i32 %58, -1, !dbg !211
  %61 = and i32 %60, %58, !dbg !212
  %62 = add i32 %61, -1, !dbg !211
  %63 = and i32 %62, %61, !dbg !212
  %64 = add i32 %63, -1, !dbg !211
  %65 = and i32 %64, %63, !dbg !212
  %66 = add i32 %65, -1, !dbg !211
  %67 = and i32 %66, %65, !dbg !212
  %68 = add i32 %67, -1, !dbg !211
  %69 = and i32 %68, %67, !dbg !212
  %70 = add i32 %69, -1, !dbg !211
  %71 = and i32 %70, %69, !dbg !212
  %72 = add i32 %71, -1, !dbg !211
  %73 = and i32 %72, %71, !dbg !212
  %74 = add i32 %73, -1, !dbg !211
  %75 = and i32 %74, %73, !dbg !212
  %76 = add i32 %59, 8, !dbg !194
  %77 = icmp eq i32 %76, %56, !dbg !194
  br i1 %77, label %78, label %57, !dbg !194, !llvm.loop !213

78:                                               ; preds = %57, %51
  %79 = phi i32 [ undef, %51 ], [ %75, %57 ]
  %80 = phi i32 [ %37, %51 ], [ %75, %57 ]
  %81 = icmp eq i32 %53, 0, !dbg !194
  br i1 %81, label %89, label %82, !dbg !194

82:                                               ; preds = %78, %82
  %83 = phi i32 [ %86, %82 ], [ %80, %78 ]
  %84 = phi i32 [ %87, %82 ], [ 0, %78 ]
  %85 = add i32 %83, -1, !dbg !211
  %86 = and i32 %85, %83, !dbg !212
  %87 = add i32 %84, 1, !dbg !194
  %88 = icmp eq i32 %87, %53, !dbg !194
  br i1 %88, label %89, label %82, !dbg !194, !llvm.loop !215

89:                                               ; preds = %78, %82, %49
  %90 = phi i32 [ %37, %49 ], [ %79, %78 ], [ %86, %82 ]
  %91 = icmp eq i32 %90, 0, !dbg !216
  %92 = tail call i32 @llvm.cttz.i32(i32 %90, i1 true) #7, !dbg !218, !range !173
  %93 = select i1 %91, i32 -1, i32 %92, !dbg !218
  br label %94, !dbg !209

94:                                               ; preds = %89, %44
  %95 = phi i32 [ %93, %89 ], [ %3, %44 ], !dbg !209
  %96 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %37, i32 %45, i32 %95, i32 31), !dbg !219
  %97 = select i1 %48, i32 %96, i32 0, !dbg !220
  %98 = add nsw i32 %97, %45, !dbg !220
  %99 = shl i32 %46, 1, !dbg !221
  %100 = icmp ult i32 %99, %38, !dbg !192
  br i1 %100, label %44, label %101, !dbg !193, !llvm.loop !222

101:                                              ; preds = %94, %21
  %102 = phi i32 [ %31, %21 ], [ %98, %94 ], !dbg !196
  %103 = icmp eq i32 %37, 0, !dbg !197
  %104 = tail call i32 @llvm.cttz.i32(i32 %37, i1 true) #7, !dbg !199, !range !173
  %105 = select i1 %103, i32 -1, i32 %104, !dbg !199
  %106 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %37, i32 %102, i32 %105, i32 31), !dbg !200
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !201
  %107 = getelementptr inbounds i32, i32* %1, i64 %29, !dbg !204
  store i32 %106, i32* %107, align 4, !dbg !205, !tbaa !36
  ret void, !dbg !224

108:                                              ; preds = %19, %158
  %109 = phi i32 [ %162, %158 ], [ %8, %19 ]
  %110 = phi i32 [ %163, %158 ], [ 1, %19 ]
  %111 = add i32 %110, %17, !dbg !207
  %112 = icmp ult i32 %111, %15, !dbg !208
  br i1 %112, label %113, label %158, !dbg !209

113:                                              ; preds = %108
  %114 = icmp eq i32 %111, 0, !dbg !210
  br i1 %114, label %153, label %115, !dbg !194

115:                                              ; preds = %113
  %116 = add i32 %20, %110, !dbg !194
  %117 = and i32 %111, 7, !dbg !194
  %118 = icmp ult i32 %116, 7, !dbg !194
  br i1 %118, label %142, label %119, !dbg !194

119:                                              ; preds = %115
  %120 = and i32 %111, -8, !dbg !194
  br label %121, !dbg !194

121:                                              ; preds = %121, %119
  %122 = phi i32 [ %14, %119 ], [ %139, %121 ]
  %123 = phi i32 [ 0, %119 ], [ %140, %121 ]
  %124 = add i32 %122, -1, !dbg !211
  %125 = and i32 %124, %122, !dbg !212
  %126 = add i32 %125, -1, !dbg !211
  %127 = and i32 %126, %125, !dbg !212
  %128 = add i32 %127, -1, !dbg !211
  %129 = and i32 %128, %127, !dbg !212
  %130 = add i32 %129, -1, !dbg !211
  %131 = and i32 %130, %129, !dbg !212
  %132 = add i32 %131, -1, !dbg !211
  %133 = and i32 %132, %131, !dbg !212
  %134 = add i32 %133, -1, !dbg !211
  %135 = and i32 %134, %133, !dbg !212
  %136 = add i32 %135, -1, !dbg !211
  %137 = and i32 %136, %135, !dbg !212
  %138 = add i32 %137, -1, !dbg !211
  %139 = and i32 %138, %137, !dbg !212
  %140 = add i32 %123, 8, !dbg !194
  %141 = icmp eq i32 %140, %120, !dbg !194
  br i1 %141, label %142, label %121, !dbg !194, !llvm.loop !213

142:                                              ; preds = %121, %115
  %143 = phi i32 [ undef, %115 ], [ %139, %121 ]
  %144 = phi i32 [ %14, %115 ], [ %139, %121 ]
  %145 = icmp eq i32 %117, 0, !dbg !194
  br i1 %145, label %153, label %146, !dbg !194

146:                                              ; preds = %142, %146
  %147 = phi i32 [ %150, %146 ], [ %144, %142 ]
  %148 = phi i32 [ %151, %146 ], [ 0, %142 ]
  %149 = add i32 %147, -1, !dbg !211
  %150 = and i32 %149, %147, !dbg !212
  %151 = add i32 %148, 1, !dbg !194
  %152 = icmp eq i32 %151, %117, !dbg !194
  br i1 %152, label %153, label %146, !dbg !194, !llvm.loop !225

153:                                              ; preds = %142, %146, %113
  %154 = phi i32 [ %14, %113 ], [ %143, %142 ], [ %150, %146 ]
  %155 = icmp eq i32 %154, 0, !dbg !216
  %156 = tail call i32 @llvm.cttz.i32(i32 %154, i1 true) #7, !dbg !218, !range !173
  %157 = select i1 %155, i32 -1, i32 %156, !dbg !218
  br label %158, !dbg !209

158:                                              ; preds = %108, %153
  %159 = phi i32 [ %157, %153 ], [ %3, %108 ], !dbg !209
  %160 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %14, i32 %109, i32 %159, i32 31), !dbg !219
  %161 = select i1 %112, i32 %160, i32 0, !dbg !220
  %162 = add nsw i32 %161, %109, !dbg !220
  %163 = shl i32 %110, 1, !dbg !221
  %164 = icmp ult i32 %163, %15, !dbg !192
  br i1 %164, label %108, label %21, !dbg !193, !llvm.loop !222
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15volatile_roundsPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !226 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !227
  %4 = and i32 %3, 31, !dbg !229
  %5 = zext i32 %3 to i64, !dbg !230
  %6 = getelementptr inbounds i32, i32* %0, i64 %5, !dbg !230
  %7 = load i32, i32* %6, align 4, !dbg !230, !tbaa !36
  %8 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %5, !dbg !231
  %9 = addrspacecast i32 addrspace(3)* %8 to i32*, !dbg !231
  store volatile i32 %7, i32* %9, align 4, !dbg !232, !tbaa !36
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !233
  %10 = icmp ult i32 %4, 16, !dbg !235
  br i1 %10, label %11, label %18, !dbg !236

11:                                               ; preds = %2
  %12 = add i32 %3, 16, !dbg !237
  %13 = zext i32 %12 to i64, !dbg !238
  %14 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %13, !dbg !238
  %15 = addrspacecast i32 addrspace(3)* %14 to i32*, !dbg !238
  %16 = load volatile i32, i32* %15, align 4, !dbg !238, !tbaa !36
  %17 = add nsw i32 %16, %7, !dbg !239
  store volatile i32 %17, i32* %9, align 4, !dbg !240, !tbaa !36
  br label %18, !dbg !241

18:                                               ; preds = %11, %2
  %19 = phi i32 [ %17, %11 ], [ %7, %2 ], !dbg !242
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !243
  %20 = icmp ult i32 %4, 8, !dbg !235
  br i1 %20, label %21, label %28, !dbg !236

21:                                               ; preds = %18
  %22 = add i32 %3, 8, !dbg !237
  %23 = zext i32 %22 to i64, !dbg !238
  %24 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %23, !dbg !238
  %25 = addrspacecast i32 addrspace(3)* %24 to i32*, !dbg !238
  %26 = load volatile i32, i32* %25, align 4, !dbg !238, !tbaa !36
  %27 = add nsw i32 %26, %19, !dbg !239
  store volatile i32 %27, i32* %9, align 4, !dbg !240, !tbaa !36
  br label %28, !dbg !241

28:                                               ; preds = %21, %18
  %29 = phi i32 [ %27, %21 ], [ %19, %18 ], !dbg !242
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !243
  %30 = icmp ult i32 %4, 4, !dbg !235
  br i1 %30, label %31, label %38, !dbg !236

31:                                               ; preds = %28
  %32 = add i32 %3, 4, !dbg !237
  %33 = zext i32 %32 to i64, !dbg !238
  %34 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %33, !dbg !238
  %35 = addrspacecast i32 addrspace(3)* %34 to i32*, !dbg !238
  %36 = load volatile i32, i32* %35, align 4, !dbg !238, !tbaa !36
  %37 = add nsw i32 %36, %29, !dbg !239
  store volatile i32 %37, i32* %9, align 4, !dbg !240, !tbaa !36
  br label %38, !dbg !241

38:                                               ; preds = %31, %28
  %39 = phi i32 [ %37, %31 ], [ %29, %28 ], !dbg !242
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !243
  %40 = icmp ult i32 %4, 2, !dbg !235
  br i1 %40, label %41, label %48, !dbg !236

41:                                               ; preds = %38
  %42 = add i32 %3, 2, !dbg !237
  %43 = zext i32 %42 to i64, !dbg !238
  %44 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %43, !dbg !238
  %45 = addrspacecast i32 addrspace(3)* %44 to i32*, !dbg !238
  %46 = load volatile i32, i32* %45, align 4, !dbg !238, !tbaa !36
  %47 = add nsw i32 %46, %39, !dbg !239
  store volatile i32 %47, i32* %9, align 4, !dbg !240, !tbaa !36
  br label %48, !dbg !241

48:                                               ; preds = %41, %38
  %49 = phi i32 [ %47, %41 ], [ %39, %38 ], !dbg !242
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !243
  %50 = icmp eq i32 %4, 0, !dbg !235
  br i1 %50, label %51, label %58, !dbg !236

51:                                               ; preds = %48
  %52 = add nuw i32 %3, 1, !dbg !237
  %53 = zext i32 %52 to i64, !dbg !238
  %54 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %53, !dbg !238
  %55 = addrspacecast i32 addrspace(3)* %54 to i32*, !dbg !238
  %56 = load volatile i32, i32* %55, align 4, !dbg !238, !tbaa !36
  %57 = add nsw i32 %56, %49, !dbg !239
  store volatile i32 %57, i32* %9, align 4, !dbg !240, !tbaa !36
  br label %58, !dbg !241

58:                                               ; preds = %51, %48
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !243
  tail call void @llvm.nvvm.barrier0(), !dbg !245
  %59 = icmp eq i32 %4, 0, !dbg !246
  br i1 %59, label %60, label %65, !dbg !247

60:                                               ; preds = %58
  %61 = lshr i32 %3, 5, !dbg !248
  %62 = zext i32 %61 to i64, !dbg !249
  %63 = getelementptr inbounds i32, i32* %1, i64 %62, !dbg !249
  %64 = load volatile i32, i32* %9, align 4, !dbg !250, !tbaa !36
  store i32 %64, i32* %63, align 4, !dbg !251, !tbaa !36
  br label %65, !dbg !249

65:                                               ; preds = %60, %58
  ret void, !dbg !252
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15syncwarp_exitedPi(i32* nocapture noundef %0) local_unnamed_addr #0 !dbg !253 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !254
  %3 = icmp ult i32 %2, 8, !dbg !256
  br i1 %3, label %16, label %4, !dbg !257

4:                                                ; preds = %1
  %5 = zext i32 %2 to i64, !dbg !258
  %6 = getelementptr inbounds i32, i32* %0, i64 %5, !dbg !258
  store i32 1, i32* %6, align 4, !dbg !259, !tbaa !36
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !260
  %7 = add i32 %2, 1, !dbg !262
  %8 = urem i32 %7, 24, !dbg !263
  %9 = add nuw nsw i32 %8, 8, !dbg !264
  %10 = zext i32 %9 to i64, !dbg !265
  %11 = getelementptr inbounds i32, i32* %0, i64 %10, !dbg !265
  %12 = load i32, i32* %11, align 4, !dbg !265, !tbaa !36
  %13 = add i32 %2, 32, !dbg !266
  %14 = zext i32 %13 to i64, !dbg !267
  %15 = getelementptr inbounds i32, i32* %0, i64 %14, !dbg !267
  store i32 %12, i32* %15, align 4, !dbg !268, !tbaa !36
  br label %16, !dbg !269

16:                                               ; preds = %1, %4
  ret void, !dbg !269
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10asm_blocksPKiPi(i32* noundef %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !270 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !271
  %4 = sext i32 %3 to i64, !dbg !273
  %5 = getelementptr inbounds i32, i32* %0, i64 %4, !dbg !273
  %6 = load i32, i32* %5, align 4, !dbg !273, !tbaa !36
  %7 = tail call i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p\09add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %6, i32 1, i32 0, i32 %6, i32 -1) #2, !dbg !274, !srcloc !275
  %8 = tail call i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p\09add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %7, i32 2, i32 0, i32 %7, i32 -1) #2, !dbg !274, !srcloc !275
  %9 = tail call i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p\09add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %8, i32 4, i32 0, i32 %8, i32 -1) #2, !dbg !274, !srcloc !275
  %10 = tail call i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p\09add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %9, i32 8, i32 0, i32 %9, i32 -1) #2, !dbg !274, !srcloc !275
  %11 = tail call i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p\09add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %10, i32 16, i32 0, i32 %10, i32 -1) #2, !dbg !274, !srcloc !275
  %12 = load i32, i32* %5, align 4, !dbg !276, !tbaa !36
  %13 = srem i32 %3, 8, !dbg !277
  %14 = tail call i32 asm "bfe.u32\09$0, $1, $2, $3;", "=r,r,r,r"(i32 %12, i32 %13, i32 5) #8, !dbg !278, !srcloc !279
  %15 = srem i32 %3, 5, !dbg !280
  %16 = tail call i32 asm "bfe.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %12, i32 %13, i32 %15) #8, !dbg !281, !srcloc !282
  %17 = tail call i32 asm "{\0A    .reg .pred p;\0A    and.b32 $0, $1, $2;    setp.eq.u32 p, $0, $2;\0A    vote.ballot.sync.b32 $0, p, 0xffffffff;\0A    @!p not.b32 $0, $0;\0A}\0A", "=r,r,r"(i32 %12, i32 4) #8, !dbg !283, !srcloc !284
  %18 = sdiv i32 %3, 2, !dbg !285
  %19 = shl nsw i32 %18, 1, !dbg !286
  %20 = sext i32 %19 to i64, !dbg !287
  %21 = getelementptr inbounds i32, i32* %0, i64 %20, !dbg !287
  %22 = tail call { i32, i32 } asm sideeffect "ld.global.nc.v2.u32 {$0, $1}, [$2];", "=r,=r,l"(i32* %21) #2, !dbg !288, !srcloc !289
  %23 = icmp sgt i32 %3, 59, !dbg !290
  br i1 %23, label %24, label %25, !dbg !291

24:                                               ; preds = %2
  tail call void asm sideeffect "exit;", ""() #2, !dbg !292, !srcloc !293
  br label %25, !dbg !292

25:                                               ; preds = %24, %2
  %26 = extractvalue { i32, i32 } %22, 1, !dbg !288
  %27 = extractvalue { i32, i32 } %22, 0, !dbg !288
  %28 = mul nsw i32 %3, 5, !dbg !294
  %29 = sext i32 %28 to i64, !dbg !295
  %30 = getelementptr inbounds i32, i32* %1, i64 %29, !dbg !295
  store i32 %11, i32* %30, align 4, !dbg !296, !tbaa !36
  %31 = add nsw i32 %28, 1, !dbg !297
  %32 = sext i32 %31 to i64, !dbg !298
  %33 = getelementptr inbounds i32, i32* %1, i64 %32, !dbg !298
  store i32 %14, i32* %33, align 4, !dbg !299, !tbaa !36
  %34 = add nsw i32 %28, 2, !dbg !300
  %35 = sext i32 %34 to i64, !dbg !301
  %36 = getelementptr inbounds i32, i32* %1, i64 %35, !dbg !301
  store i32 %16, i32* %36, align 4, !dbg !302, !tbaa !36
  %37 = add nsw i32 %28, 3, !dbg !303
  %38 = sext i32 %37 to i64, !dbg !304
  %39 = getelementptr inbounds i32, i32* %1, i64 %38, !dbg !304
  store i32 %17, i32* %39, align 4, !dbg !305, !tbaa !36
  %40 = add i32 %27, %26, !dbg !306
  %41 = add nsw i32 %28, 4, !dbg !307
  %42 = sext i32 %41 to i64, !dbg !308
  %43 = getelementptr inbounds i32, i32* %1, i64 %42, !dbg !308
  store i32 %40, i32* %43, align 4, !dbg !309, !tbaa !36
  ret void, !dbg !310
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #6

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx64,+sm_70" }
attributes #1 = { convergent inaccessiblememonly nounwind }
attributes #2 = { convergent nounwind }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx64,+sm_70" }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx64,+sm_70" }
attributes #5 = { nofree nosync nounwind readnone speculatable }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind readnone }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 0]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "warp.cu", directory: ".")
!8 = !{void (i32*, i32*)* @_Z11warp_reducePKiPi, !"kernel", i32 1}
!9 = !{void (float*, float*, float*, float*, i32*, i32*)* @_Z8shufflesPKfPfS1_S1_PjPi, !"kernel", i32 1}
!10 = !{void (i32*, i32*)* @_Z8segmentsPKiPi, !"kernel", i32 1}
!11 = !{void (i32*, i32*)* @_Z15warp_divergencePKiPi, !"kernel", i32 1}
!12 = !{void (i32*, i32*)* @_Z17shfl_outside_maskPKiPi, !"kernel", i32 1}
!13 = !{void (i32*, i32*, i32*)* @_Z19syncwarp_activemaskPiPjS0_, !"kernel", i32 1}
!14 = !{void (i32*, i32*)* @_Z8asm_warpPKiPi, !"kernel", i32 1}
!15 = !{void (i32*, i32*)* @_Z16partition_roundsPKiPi, !"kernel", i32 1}
!16 = !{void (i32*, i32*)* @_Z15volatile_roundsPKiPi, !"kernel", i32 1}
!17 = !{void (i32*)* @_Z15syncwarp_exitedPi, !"kernel", i32 1}
!18 = !{void (i32*, i32*)* @_Z10asm_blocksPKiPi, !"kernel", i32 1}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "warp_reduce", scope: !7, file: !7, line: 6, type: !21, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !22)
!21 = !DISubroutineType(types: !22)
!22 = !{}
!23 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !26)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !25, file: !25, line: 66, type: !21, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !22)
!25 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: ".")
!26 = distinct !DILocation(line: 7, column: 14, scope: !20)
!27 = !DILocation(line: 79, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !25, file: !25, line: 79, type: !21, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !22)
!29 = distinct !DILocation(line: 7, column: 27, scope: !20)
!30 = !DILocation(line: 7, column: 25, scope: !20)
!31 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !25, file: !25, line: 53, type: !21, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !22)
!33 = distinct !DILocation(line: 7, column: 40, scope: !20)
!34 = !DILocation(line: 7, column: 38, scope: !20)
!35 = !DILocation(line: 7, column: 11, scope: !20)
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C++ TBAA"}
!40 = !DILocation(line: 9, column: 10, scope: !20)
!41 = !DILocation(line: 9, column: 7, scope: !20)
!42 = !DILocation(line: 10, column: 20, scope: !20)
!43 = !DILocation(line: 10, column: 26, scope: !20)
!44 = !DILocation(line: 10, column: 7, scope: !20)
!45 = !DILocation(line: 10, column: 76, scope: !20)
!46 = !DILocation(line: 10, column: 32, scope: !20)
!47 = !DILocation(line: 10, column: 82, scope: !20)
!48 = !DILocation(line: 11, column: 1, scope: !20)
!49 = distinct !DISubprogram(name: "shuffles", scope: !7, file: !7, line: 13, type: !21, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !22)
!50 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !51)
!51 = distinct !DILocation(line: 14, column: 11, scope: !49)
!52 = !DILocation(line: 79, column: 3, scope: !28, inlinedAt: !53)
!53 = distinct !DILocation(line: 14, column: 24, scope: !49)
!54 = !DILocation(line: 14, column: 22, scope: !49)
!55 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !56)
!56 = distinct !DILocation(line: 14, column: 37, scope: !49)
!57 = !DILocation(line: 14, column: 35, scope: !49)
!58 = !DILocation(line: 15, column: 13, scope: !49)
!59 = !{!60, !60, i64 0}
!60 = !{!"float", !38, i64 0}
!61 = !DILocation(line: 16, column: 59, scope: !49)
!62 = !DILocation(line: 16, column: 64, scope: !49)
!63 = !DILocation(line: 16, column: 12, scope: !49)
!64 = !DILocation(line: 16, column: 3, scope: !49)
!65 = !DILocation(line: 16, column: 10, scope: !49)
!66 = !DILocation(line: 17, column: 11, scope: !49)
!67 = !DILocation(line: 17, column: 3, scope: !49)
!68 = !DILocation(line: 17, column: 9, scope: !49)
!69 = !DILocation(line: 18, column: 11, scope: !49)
!70 = !DILocation(line: 18, column: 3, scope: !49)
!71 = !DILocation(line: 18, column: 9, scope: !49)
!72 = !DILocation(line: 19, column: 47, scope: !49)
!73 = !DILocation(line: 19, column: 15, scope: !49)
!74 = !DILocation(line: 19, column: 3, scope: !49)
!75 = !DILocation(line: 19, column: 13, scope: !49)
!76 = !DILocation(line: 20, column: 43, scope: !49)
!77 = !DILocation(line: 20, column: 14, scope: !49)
!78 = !DILocation(line: 20, column: 85, scope: !49)
!79 = !DILocation(line: 20, column: 56, scope: !49)
!80 = !DILocation(line: 20, column: 96, scope: !49)
!81 = !DILocation(line: 20, column: 54, scope: !49)
!82 = !DILocation(line: 20, column: 3, scope: !49)
!83 = !DILocation(line: 20, column: 12, scope: !49)
!84 = !DILocation(line: 21, column: 1, scope: !49)
!85 = distinct !DISubprogram(name: "segments", scope: !7, file: !7, line: 24, type: !21, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !22)
!86 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !87)
!87 = distinct !DILocation(line: 25, column: 11, scope: !85)
!88 = !DILocation(line: 26, column: 43, scope: !85)
!89 = !DILocation(line: 26, column: 12, scope: !85)
!90 = !DILocation(line: 26, column: 3, scope: !85)
!91 = !DILocation(line: 26, column: 10, scope: !85)
!92 = !DILocation(line: 27, column: 1, scope: !85)
!93 = distinct !DISubprogram(name: "warp_divergence", scope: !7, file: !7, line: 32, type: !21, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !22)
!94 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !95)
!95 = distinct !DILocation(line: 33, column: 7, scope: !93)
!96 = !DILocation(line: 33, column: 19, scope: !93)
!97 = !DILocation(line: 34, column: 53, scope: !93)
!98 = !DILocation(line: 33, column: 7, scope: !93)
!99 = !DILocation(line: 34, column: 3, scope: !93)
!100 = !DILocation(line: 34, column: 22, scope: !93)
!101 = !DILocation(line: 34, column: 20, scope: !93)
!102 = !DILocation(line: 35, column: 1, scope: !93)
!103 = distinct !DISubprogram(name: "shfl_outside_mask", scope: !7, file: !7, line: 39, type: !21, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !22)
!104 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !105)
!105 = distinct !DILocation(line: 40, column: 14, scope: !103)
!106 = !DILocation(line: 40, column: 11, scope: !103)
!107 = !DILocation(line: 41, column: 19, scope: !103)
!108 = !DILocation(line: 41, column: 7, scope: !103)
!109 = !DILocation(line: 41, column: 29, scope: !103)
!110 = !DILocation(line: 41, column: 25, scope: !103)
!111 = !DILocation(line: 0, scope: !103)
!112 = !DILocation(line: 42, column: 3, scope: !103)
!113 = !DILocation(line: 43, column: 3, scope: !103)
!114 = !DILocation(line: 43, column: 20, scope: !103)
!115 = !DILocation(line: 44, column: 1, scope: !103)
!116 = distinct !DISubprogram(name: "syncwarp_activemask", scope: !7, file: !7, line: 51, type: !21, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !22)
!117 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !118)
!118 = distinct !DILocation(line: 53, column: 7, scope: !116)
!119 = !DILocation(line: 53, column: 19, scope: !116)
!120 = !DILocation(line: 53, column: 7, scope: !116)
!121 = !DILocation(line: 54, column: 32, scope: !116)
!122 = !DILocation(line: 54, column: 3, scope: !116)
!123 = !DILocation(line: 54, column: 18, scope: !116)
!124 = !DILocation(line: 55, column: 3, scope: !116)
!125 = !DILocation(line: 56, column: 27, scope: !116)
!126 = !DILocation(line: 56, column: 22, scope: !116)
!127 = !DILocation(line: 56, column: 3, scope: !116)
!128 = !DILocation(line: 56, column: 20, scope: !116)
!129 = !DILocation(line: 58, column: 3, scope: !116)
!130 = !{i64 2443}
!131 = !DILocation(line: 59, column: 3, scope: !116)
!132 = !DILocation(line: 59, column: 21, scope: !116)
!133 = !DILocation(line: 60, column: 19, scope: !116)
!134 = !DILocation(line: 60, column: 7, scope: !116)
!135 = !DILocation(line: 60, column: 24, scope: !116)
!136 = !DILocation(line: 60, column: 45, scope: !116)
!137 = !DILocation(line: 60, column: 43, scope: !116)
!138 = !DILocation(line: 61, column: 1, scope: !116)
!139 = distinct !DISubprogram(name: "asm_warp", scope: !7, file: !7, line: 64, type: !21, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !22)
!140 = !DILocation(line: 67, column: 3, scope: !139)
!141 = !{i64 2710}
!142 = !DILocation(line: 68, column: 3, scope: !139)
!143 = !{i64 2755}
!144 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !145)
!145 = distinct !DILocation(line: 69, column: 76, scope: !139)
!146 = !DILocation(line: 69, column: 73, scope: !139)
!147 = !DILocation(line: 69, column: 3, scope: !139)
!148 = !{i64 2812}
!149 = !DILocation(line: 70, column: 3, scope: !139)
!150 = !{i64 2940}
!151 = !DILocation(line: 71, column: 9, scope: !139)
!152 = !DILocation(line: 71, column: 3, scope: !139)
!153 = !DILocation(line: 71, column: 24, scope: !139)
!154 = !DILocation(line: 72, column: 23, scope: !139)
!155 = !DILocation(line: 72, column: 3, scope: !139)
!156 = !DILocation(line: 72, column: 28, scope: !139)
!157 = !DILocation(line: 73, column: 23, scope: !139)
!158 = !DILocation(line: 73, column: 3, scope: !139)
!159 = !DILocation(line: 73, column: 28, scope: !139)
!160 = !DILocation(line: 74, column: 1, scope: !139)
!161 = distinct !DISubprogram(name: "nth_lane", scope: !7, file: !7, line: 80, type: !21, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !22)
!162 = !DILocation(line: 81, column: 26, scope: !161)
!163 = !DILocation(line: 81, column: 3, scope: !161)
!164 = !DILocation(line: 82, column: 12, scope: !161)
!165 = !DILocation(line: 82, column: 7, scope: !161)
!166 = distinct !{!166, !167}
!167 = !{!"llvm.loop.unroll.disable"}
!168 = !DILocation(line: 100, column: 39, scope: !169, inlinedAt: !171)
!169 = distinct !DISubprogram(name: "__ffs", scope: !170, file: !170, line: 100, type: !21, scopeLine: 100, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !22)
!170 = !DIFile(filename: "include/device_functions.h", directory: ".")
!171 = distinct !DILocation(line: 83, column: 10, scope: !161)
!172 = !DILocation(line: 100, column: 37, scope: !169, inlinedAt: !171)
!173 = !{i32 0, i32 33}
!174 = !DILocation(line: 83, column: 3, scope: !161)
!175 = distinct !{!175, !163, !176, !177}
!176 = !DILocation(line: 82, column: 14, scope: !161)
!177 = !{!"llvm.loop.mustprogress"}
!178 = distinct !DISubprogram(name: "partition_rounds", scope: !7, file: !7, line: 85, type: !21, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !22)
!179 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !180)
!180 = distinct !DILocation(line: 86, column: 19, scope: !178)
!181 = !DILocation(line: 88, column: 13, scope: !178)
!182 = !DILocation(line: 89, column: 52, scope: !178)
!183 = !DILocation(line: 89, column: 50, scope: !178)
!184 = !DILocation(line: 89, column: 20, scope: !178)
!185 = !DILocation(line: 90, column: 21, scope: !178)
!186 = !DILocation(line: 96, column: 43, scope: !187, inlinedAt: !188)
!187 = distinct !DISubprogram(name: "__popc", scope: !170, file: !170, line: 96, type: !21, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !22)
!188 = distinct !DILocation(line: 91, column: 18, scope: !178)
!189 = !DILocation(line: 91, column: 51, scope: !178)
!190 = !DILocation(line: 96, column: 43, scope: !187, inlinedAt: !191)
!191 = distinct !DILocation(line: 91, column: 39, scope: !178)
!192 = !DILocation(line: 93, column: 28, scope: !178)
!193 = !DILocation(line: 93, column: 5, scope: !178)
!194 = !DILocation(line: 81, column: 3, scope: !161, inlinedAt: !195)
!195 = distinct !DILocation(line: 94, column: 37, scope: !178)
!196 = !DILocation(line: 0, scope: !178)
!197 = !DILocation(line: 100, column: 39, scope: !169, inlinedAt: !198)
!198 = distinct !DILocation(line: 99, column: 17, scope: !178)
!199 = !DILocation(line: 100, column: 37, scope: !169, inlinedAt: !198)
!200 = !DILocation(line: 100, column: 11, scope: !178)
!201 = !DILocation(line: 32, column: 58, scope: !202, inlinedAt: !203)
!202 = distinct !DISubprogram(name: "__syncwarp", scope: !170, file: !170, line: 32, type: !21, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !22)
!203 = distinct !DILocation(line: 101, column: 5, scope: !178)
!204 = !DILocation(line: 102, column: 5, scope: !178)
!205 = !DILocation(line: 102, column: 27, scope: !178)
!206 = !DILocation(line: 88, column: 26, scope: !178)
!207 = !DILocation(line: 94, column: 27, scope: !178)
!208 = !DILocation(line: 94, column: 31, scope: !178)
!209 = !DILocation(line: 94, column: 22, scope: !178)
!210 = !DILocation(line: 81, column: 26, scope: !161, inlinedAt: !195)
!211 = !DILocation(line: 82, column: 12, scope: !161, inlinedAt: !195)
!212 = !DILocation(line: 82, column: 7, scope: !161, inlinedAt: !195)
!213 = distinct !{!213, !194, !214, !177}
!214 = !DILocation(line: 82, column: 14, scope: !161, inlinedAt: !195)
!215 = distinct !{!215, !167}
!216 = !DILocation(line: 100, column: 39, scope: !169, inlinedAt: !217)
!217 = distinct !DILocation(line: 83, column: 10, scope: !161, inlinedAt: !195)
!218 = !DILocation(line: 100, column: 37, scope: !169, inlinedAt: !217)
!219 = !DILocation(line: 95, column: 19, scope: !178)
!220 = !DILocation(line: 96, column: 11, scope: !178)
!221 = !DILocation(line: 93, column: 35, scope: !178)
!222 = distinct !{!222, !193, !223, !177}
!223 = !DILocation(line: 98, column: 5, scope: !178)
!224 = !DILocation(line: 104, column: 1, scope: !178)
!225 = distinct !{!225, !167}
!226 = distinct !DISubprogram(name: "volatile_rounds", scope: !7, file: !7, line: 109, type: !21, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !22)
!227 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !228)
!228 = distinct !DILocation(line: 112, column: 16, scope: !226)
!229 = !DILocation(line: 112, column: 38, scope: !226)
!230 = !DILocation(line: 113, column: 13, scope: !226)
!231 = !DILocation(line: 114, column: 3, scope: !226)
!232 = !DILocation(line: 114, column: 8, scope: !226)
!233 = !DILocation(line: 32, column: 58, scope: !202, inlinedAt: !234)
!234 = distinct !DILocation(line: 115, column: 3, scope: !226)
!235 = !DILocation(line: 117, column: 14, scope: !226)
!236 = !DILocation(line: 117, column: 9, scope: !226)
!237 = !DILocation(line: 118, column: 18, scope: !226)
!238 = !DILocation(line: 118, column: 14, scope: !226)
!239 = !DILocation(line: 118, column: 11, scope: !226)
!240 = !DILocation(line: 119, column: 12, scope: !226)
!241 = !DILocation(line: 120, column: 5, scope: !226)
!242 = !DILocation(line: 0, scope: !226)
!243 = !DILocation(line: 32, column: 58, scope: !202, inlinedAt: !244)
!244 = distinct !DILocation(line: 121, column: 5, scope: !226)
!245 = !DILocation(line: 123, column: 3, scope: !226)
!246 = !DILocation(line: 124, column: 12, scope: !226)
!247 = !DILocation(line: 124, column: 7, scope: !226)
!248 = !DILocation(line: 125, column: 11, scope: !226)
!249 = !DILocation(line: 125, column: 5, scope: !226)
!250 = !DILocation(line: 125, column: 19, scope: !226)
!251 = !DILocation(line: 125, column: 17, scope: !226)
!252 = !DILocation(line: 126, column: 1, scope: !226)
!253 = distinct !DISubprogram(name: "syncwarp_exited", scope: !7, file: !7, line: 131, type: !21, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !22)
!254 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !255)
!255 = distinct !DILocation(line: 132, column: 7, scope: !253)
!256 = !DILocation(line: 132, column: 19, scope: !253)
!257 = !DILocation(line: 132, column: 7, scope: !253)
!258 = !DILocation(line: 134, column: 3, scope: !253)
!259 = !DILocation(line: 134, column: 20, scope: !253)
!260 = !DILocation(line: 32, column: 58, scope: !202, inlinedAt: !261)
!261 = distinct !DILocation(line: 135, column: 3, scope: !253)
!262 = !DILocation(line: 136, column: 44, scope: !253)
!263 = !DILocation(line: 136, column: 49, scope: !253)
!264 = !DILocation(line: 136, column: 54, scope: !253)
!265 = !DILocation(line: 136, column: 27, scope: !253)
!266 = !DILocation(line: 136, column: 10, scope: !253)
!267 = !DILocation(line: 136, column: 3, scope: !253)
!268 = !DILocation(line: 136, column: 25, scope: !253)
!269 = !DILocation(line: 137, column: 1, scope: !253)
!270 = distinct !DISubprogram(name: "asm_blocks", scope: !7, file: !7, line: 144, type: !21, scopeLine: 144, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !22)
!271 = !DILocation(line: 53, column: 3, scope: !32, inlinedAt: !272)
!272 = distinct !DILocation(line: 145, column: 11, scope: !270)
!273 = !DILocation(line: 146, column: 11, scope: !270)
!274 = !DILocation(line: 148, column: 5, scope: !270)
!275 = !{i64 5699}
!276 = !DILocation(line: 153, column: 54, scope: !270)
!277 = !DILocation(line: 153, column: 68, scope: !270)
!278 = !DILocation(line: 153, column: 3, scope: !270)
!279 = !{i64 5977}
!280 = !DILocation(line: 154, column: 80, scope: !270)
!281 = !DILocation(line: 154, column: 3, scope: !270)
!282 = !{i64 6059}
!283 = !DILocation(line: 155, column: 3, scope: !270)
!284 = !{i64 6145, i64 6149, i64 6168, i64 6228, i64 6273, i64 6298}
!285 = !DILocation(line: 160, column: 103, scope: !270)
!286 = !DILocation(line: 160, column: 98, scope: !270)
!287 = !DILocation(line: 160, column: 94, scope: !270)
!288 = !DILocation(line: 160, column: 3, scope: !270)
!289 = !{i64 6388}
!290 = !DILocation(line: 161, column: 9, scope: !270)
!291 = !DILocation(line: 161, column: 7, scope: !270)
!292 = !DILocation(line: 162, column: 5, scope: !270)
!293 = !{i64 6515}
!294 = !DILocation(line: 163, column: 9, scope: !270)
!295 = !DILocation(line: 163, column: 3, scope: !270)
!296 = !DILocation(line: 163, column: 14, scope: !270)
!297 = !DILocation(line: 164, column: 13, scope: !270)
!298 = !DILocation(line: 164, column: 3, scope: !270)
!299 = !DILocation(line: 164, column: 18, scope: !270)
!300 = !DILocation(line: 165, column: 13, scope: !270)
!301 = !DILocation(line: 165, column: 3, scope: !270)
!302 = !DILocation(line: 165, column: 18, scope: !270)
!303 = !DILocation(line: 166, column: 13, scope: !270)
!304 = !DILocation(line: 166, column: 3, scope: !270)
!305 = !DILocation(line: 166, column: 18, scope: !270)
!306 = !DILocation(line: 167, column: 34, scope: !270)
!307 = !DILocation(line: 167, column: 13, scope: !270)
!308 = !DILocation(line: 167, column: 3, scope: !270)
!309 = !DILocation(line: 167, column: 18, scope: !270)
!310 = !DILocation(line: 168, column: 1, scope: !270)
